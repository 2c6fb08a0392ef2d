#!/usr/bin/python3
"""chaos/outside.py -- an outside actor for the chaos run (Debian's python3-kazoo): takes the
DELETE right off a lock directory's ACL for a while, then puts the ACL back.
  outside.py SERVERS no_delete PATH SECONDS [SCHEME:CREDENTIAL]
Prints one line: "ok <t_set> <t_restored>" (CLOCK_MONOTONIC, as the chaos logs), or "nonode", or
"error <what>". Bounded: connects within 10 s, restores with up to 20 tries."""
import sys
import time

from kazoo.client import KazooClient
from kazoo.exceptions import NoNodeError
from kazoo.security import ACL, Permissions


def main():
    servers, action, path, seconds = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4])
    auth = sys.argv[5] if len(sys.argv) > 5 else None
    if action != "no_delete":
        print("error unknown action")
        return 2
    zk = KazooClient(hosts=servers, timeout=10)
    zk.start(timeout=10)
    try:
        if auth:
            scheme, cred = auth.split(":", 1)
            zk.add_auth(scheme, cred)
        try:
            acls, _ = zk.get_acls(path)
            zk.set_acls(path, [ACL(a.perms & ~Permissions.DELETE, a.id) for a in acls])
        except NoNodeError:
            print("nonode")
            return 0
        t_set = time.monotonic()
        time.sleep(seconds)   # the fault's length: the driver's pacing
        for _ in range(20):
            try:
                zk.set_acls(path, acls)
                break
            except NoNodeError:
                break   # the container went (emptied): whoever makes it again gets the usual ACL
            except Exception:   # noqa: BLE001 -- a connection loss: try again
                time.sleep(0.5)
        print("ok %.6f %.6f" % (t_set, time.monotonic()))
        return 0
    finally:
        zk.stop()
        zk.close()


if __name__ == "__main__":
    sys.exit(main())
