// spec/java/CuratorLock.java -- a real Curator 5 peer for the interop specs.
//   hold CONNECT PATH KIND FLAGFILE RELEASEFILE   KIND mutex|read|write: acquire, write FLAGFILE,
//                                                 release once RELEASEFILE exists
//   try  CONNECT PATH KIND TIMEOUT_MS             print "acquired <node>" or "timeout", release
//   semloop CONNECT PATH MAX THREADS ITER DIR     threads take leases and count marker files in DIR;
//                                                 print "peak=N"
//   semhold CONNECT PATH MAX FLAGFILE RELEASEFILE one lease of a semaphore of MAX: take it, write
//                                                 FLAGFILE, return it once RELEASEFILE exists
//   revoke CONNECT NODE                           Revoker.attemptRevoke on NODE
//   revocable CONNECT PATH FLAGFILE               hold a revocable mutex; write "acquired <node>" to
//                                                 FLAGFILE; when revoked, release and print "revoked"
//   latch CONNECT PATH ID FLAGFILE RELEASEFILE    a LeaderLatch with participant ID: write "leader"
//                                                 to FLAGFILE when it leads (its listener), delete
//                                                 FLAGFILE before it stops; close once RELEASEFILE
//                                                 exists, and print "was leader" or "never leader"
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.framework.recipes.leader.LeaderLatch;
import org.apache.curator.framework.recipes.leader.LeaderLatchListener;
import org.apache.curator.framework.recipes.locks.InterProcessLock;
import org.apache.curator.framework.recipes.locks.InterProcessMutex;
import org.apache.curator.framework.recipes.locks.InterProcessReadWriteLock;
import org.apache.curator.framework.recipes.locks.InterProcessSemaphoreV2;
import org.apache.curator.framework.recipes.locks.Lease;
import org.apache.curator.framework.recipes.locks.Revoker;
import org.apache.curator.retry.ExponentialBackoffRetry;

public class CuratorLock {
  static InterProcessMutex lockOf(CuratorFramework c, String path, String kind) {
    if (kind.equals("read")) return new InterProcessReadWriteLock(c, path).readLock();
    if (kind.equals("write")) return new InterProcessReadWriteLock(c, path).writeLock();
    return new InterProcessMutex(c, path);
  }

  public static void main(String[] args) throws Exception {
    String mode = args[0];
    CuratorFramework client = CuratorFrameworkFactory.newClient(args[1], 10000, 5000,
        new ExponentialBackoffRetry(100, 5));
    client.start();
    client.blockUntilConnected(20, TimeUnit.SECONDS);
    try {
      if (mode.equals("hold")) {
        InterProcessMutex lock = lockOf(client, args[2], args[3]);
        lock.acquire();
        Files.write(Paths.get(args[4]), "acquired\n".getBytes());
        Path release = Paths.get(args[5]);
        long deadline = System.currentTimeMillis() + 60000;
        while (!Files.exists(release) && System.currentTimeMillis() < deadline) Thread.sleep(20);
        lock.release();
      } else if (mode.equals("try")) {
        InterProcessMutex lock = lockOf(client, args[2], args[3]);
        if (lock.acquire(Long.parseLong(args[4]), TimeUnit.MILLISECONDS)) {
          String node = null;
          for (String p : lock.getParticipantNodes()) { if (node == null) node = p; }
          System.out.println("acquired " + node);
          lock.release();
        } else {
          System.out.println("timeout");
        }
      } else if (mode.equals("semhold")) {
        InterProcessSemaphoreV2 sem = new InterProcessSemaphoreV2(client, args[2], Integer.parseInt(args[3]));
        Lease lease = sem.acquire();
        Files.write(Paths.get(args[4]), "acquired\n".getBytes());
        Path release = Paths.get(args[5]);
        long deadline = System.currentTimeMillis() + 60000;
        while (!Files.exists(release) && System.currentTimeMillis() < deadline) Thread.sleep(20);
        sem.returnLease(lease);
      } else if (mode.equals("semloop")) {
        final InterProcessSemaphoreV2 sem = new InterProcessSemaphoreV2(client, args[2], Integer.parseInt(args[3]));
        final int threads = Integer.parseInt(args[4]), iter = Integer.parseInt(args[5]);
        final File dir = new File(args[6]);
        final AtomicInteger peak = new AtomicInteger();
        Thread[] ts = new Thread[threads];
        for (int t = 0; t < threads; t++) {
          final int id = t + 1;
          ts[t] = new Thread(() -> {
            try {
              for (int i = 0; i < iter; i++) {
                Lease lease = sem.acquire(120, TimeUnit.SECONDS);
                File mark = new File(dir, "J" + id);
                mark.createNewFile();
                String[] names = dir.list();
                int holders = names == null ? 0 : names.length;
                peak.accumulateAndGet(holders, Math::max);
                Thread.sleep(20);
                mark.delete();
                sem.returnLease(lease);
              }
            } catch (Exception e) {
              e.printStackTrace();
              System.exit(2);
            }
          });
          ts[t].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("peak=" + peak.get());
      } else if (mode.equals("latch")) {
        final Path flag = Paths.get(args[4]);
        final LeaderLatch latch = new LeaderLatch(client, args[2], args[3]);
        final AtomicInteger led = new AtomicInteger();
        latch.addListener(new LeaderLatchListener() {
          public void isLeader() {
            led.incrementAndGet();
            try { Files.write(flag, "leader\n".getBytes()); } catch (Exception e) { e.printStackTrace(); }
          }
          public void notLeader() {
            try { Files.deleteIfExists(flag); } catch (Exception e) { e.printStackTrace(); }
          }
        });
        latch.start();
        Path release = Paths.get(args[5]);
        long deadline = System.currentTimeMillis() + 120000;
        while (!Files.exists(release) && System.currentTimeMillis() < deadline) Thread.sleep(20);
        Files.deleteIfExists(flag);   // the belief ends before the node goes
        latch.close(LeaderLatch.CloseMode.SILENT);
        System.out.println(led.get() > 0 ? "was leader" : "never leader");
      } else if (mode.equals("revoke")) {
        Revoker.attemptRevoke(client, args[2]);
        System.out.println("revoke sent");
      } else if (mode.equals("revocable")) {
        InterProcessMutex lock = new InterProcessMutex(client, args[2]);
        final CountDownLatch revoked = new CountDownLatch(1);
        lock.makeRevocable(l -> revoked.countDown());
        lock.acquire();
        String node = null;
        for (String p : lock.getParticipantNodes()) { if (node == null) node = p; }
        Files.write(Paths.get(args[3]), ("acquired " + node + "\n").getBytes());
        if (revoked.await(60, TimeUnit.SECONDS)) {
          lock.release();   // the listener only signals: the owning thread releases
          System.out.println("revoked");
        } else {
          lock.release();
          System.out.println("not revoked");
        }
      }
    } finally {
      client.close();
    }
  }
}
