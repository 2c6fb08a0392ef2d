#!/bin/sh
# tools/zookeeper-client.sh SRC OUT -- `make zookeeper-client`: the ZooKeeper C client
# (libzookeeper_mt) with TLS (OpenSSL) and SASL (Cyrus SASL), which Debian's libzookeeper-mt2 is
# built without, installed into OUT (OUT/include/zookeeper/*.h, OUT/lib/libzookeeper_mt.so*).
#
# SRC is the client's source as its user has it, never a copy kept in this project: Apache's
# source release or Debian's source tarball (zookeeper_<v>.orig.tar.gz), unpacked or not; what is
# used from it is zookeeper-client/zookeeper-client-c/ and zookeeper-jute/.../zookeeper.jute.
# The wire-format bindings (zookeeper.jute.c/h) are generated with the jute compiler of Debian's
# libzookeeper-java. Built again only when SRC's contents or this script change (OUT/SOURCE).
set -e
SRC=$1
OUT=$2
[ -n "$SRC" ] && [ -n "$OUT" ] || {
  echo "make zookeeper-client ZK_CLIENT_SRC=<the ZooKeeper source: a release tarball or its directory>" >&2; exit 2; }
[ -e "$SRC" ] || { echo "ZK_CLIENT_SRC: no such file or directory: $SRC" >&2; exit 2; }
SRC=$(cd "$(dirname "$SRC")" && pwd)/$(basename "$SRC")
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
JUTE_JAR=/usr/share/java/zookeeper-jute.jar

# what the build is made from: the source's bytes and this recipe
if [ -d "$SRC" ]; then
  id=$(cd "$SRC" && find . -type f \( -path '*zookeeper-client-c/*' -o -name zookeeper.jute \) \
         ! -path '*/generated/*' ! -path '*/.libs/*' ! -name '*.o' ! -name '*.lo' -print | LC_ALL=C sort |
       while read -r f; do sha256sum "$f"; done | sha256sum)
else
  id=$(sha256sum < "$SRC")
fi
id="$id $(sha256sum < "$0")"
if [ -f "$OUT/lib/libzookeeper_mt.so" ] && [ "$(cat "$OUT/SOURCE" 2>/dev/null)" = "$SRC $id" ]; then
  echo "$OUT: up to date (built from $SRC)"
  exit 0
fi

WORK=$OUT.src
rm -rf "$WORK" "$OUT" && mkdir -p "$WORK" "$OUT"
if [ -d "$SRC" ]; then cp -a "$SRC/." "$WORK/"; else tar -xzf "$SRC" -C "$WORK"; fi
configure_ac=$(find "$WORK" -maxdepth 5 -path '*/zookeeper-client/zookeeper-client-c/configure.ac' | head -n 1)
[ -n "$configure_ac" ] || {
  echo "ZK_CLIENT_SRC=$SRC: no zookeeper-client/zookeeper-client-c/configure.ac in it" >&2; exit 2; }
C=$(dirname "$configure_ac")
JUTE=$C/../../zookeeper-jute/src/main/resources/zookeeper.jute
[ -f "$JUTE" ] || { echo "ZK_CLIENT_SRC=$SRC: no zookeeper-jute/src/main/resources/zookeeper.jute beside the client" >&2; exit 2; }
[ -f "$JUTE_JAR" ] || { echo "$JUTE_JAR missing: install libzookeeper-java" >&2; exit 2; }

cd "$C"
echo "generating the jute bindings (zookeeper.jute.c/h)"
rm -rf generated && mkdir generated
(cd generated && java -cp "$JUTE_JAR" org.apache.jute.compiler.generated.Rcc -l c "$JUTE" > /dev/null)
# 3.8.0 logs whether OpenSSL runs in FIPS mode with FIPS_mode(), which OpenSSL 3 removed; its one
# use is that log line, so under OpenSSL 3 it reads 0 (off)
cat > fips-shim.h <<'EOF'
#include <openssl/opensslv.h>
#if OPENSSL_VERSION_NUMBER >= 0x30000000L
#define FIPS_mode() 0
#endif
EOF
echo "configuring (autotools: the CMake build of 3.8.0 finds no Cyrus SASL)"
autoreconf -if > "$OUT.log" 2>&1 || { cat "$OUT.log"; exit 1; }
./configure --prefix="$OUT" --with-openssl --with-sasl --without-cppunit --disable-static \
  CFLAGS="-g -O2 -include $C/fips-shim.h" >> "$OUT.log" 2>&1 || { tail -n 40 "$OUT.log"; exit 1; }
echo "building libzookeeper_mt"
make -j"$(nproc)" libzookeeper_mt.la >> "$OUT.log" 2>&1 || { tail -n 40 "$OUT.log"; exit 1; }
mkdir -p "$OUT/lib" "$OUT/include/zookeeper"
./libtool --mode=install install -c libzookeeper_mt.la "$OUT/lib" >> "$OUT.log" 2>&1
install -m 644 include/zookeeper.h include/zookeeper_version.h include/zookeeper_log.h include/proto.h \
  include/recordio.h generated/zookeeper.jute.h "$OUT/include/zookeeper/"
for sym in zookeeper_init_ssl zookeeper_init_sasl; do
  nm -D --defined-only "$OUT/lib/libzookeeper_mt.so" | grep -q " $sym\$" || {
    echo "the library built has no $sym: is libssl-dev / libsasl2-dev installed?" >&2; exit 1; }
done
echo "$SRC $id" > "$OUT/SOURCE"
rm -rf "$WORK"
echo "$OUT/lib/libzookeeper_mt.so: TLS and SASL (built from $SRC)"
