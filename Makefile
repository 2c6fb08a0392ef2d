# zklock -- build, test, demo, docs, dist. Each target installs the Debian packages it needs first.
LUA        ?= lua5.4
# luarocks passes the interpreter's path (LUA=/usr/bin/luajit): its name picks the build directory
LUA_NAME    = $(notdir $(LUA))
# the ABI the module is built for, and so where `make install` puts it: luajit is Lua 5.1
LUA_ABI     = $(if $(findstring luajit,$(LUA_NAME)),5.1,$(patsubst lua%,%,$(LUA_NAME)))
LUA_INC    ?= $(shell pkg-config --cflags $(LUA) 2>/dev/null || echo -I/usr/include/$(LUA))
CC         ?= cc
OPT        ?= -O2 -g
# ours: warnings are errors; a user's build (the rockspec sets WERROR=) only warns
WERROR     ?= -Werror
CFLAGS_ALL  = -std=c99 -D_GNU_SOURCE -DTHREADED -fPIC $(OPT) -Wall -Wextra $(WERROR) -fvisibility=hidden \
              $(ZK_CFLAGS) $(LUA_INC) $(SAN) $(CFLAGS)
LIBS        = $(ZK_LDFLAGS) -lzookeeper_mt $(ZK_LIBS) -lpthread -lm
SRC         = $(wildcard csrc/*.c)
HDR         = $(wildcard csrc/*.h)
# One output per Lua version (and per sanitizer): build/lua5.4/zklock/core.so, build/luajit/...
BUILD      ?= build/$(LUA_NAME)$(if $(findstring thread,$(SAN)),-tsan,$(if $(SAN),-san))
OBJ         = $(patsubst csrc/%.c,$(BUILD)/%.o,$(SRC))
TARGET      = $(BUILD)/zklock/core.so
VERSION    := $(shell sed -n 's/^return "\(.*\)"$$/\1/p' lua/zklock/version.lua)

# The ZooKeeper C client linked: Debian's (libzookeeper-mt-dev) unless ZK_PREFIX names another
# install, e.g. ZK_PREFIX=build/zookeeper from `make zookeeper-client`; it is found at run time by
# its absolute path (rpath). The rockspec passes ZK_INCDIR and ZK_LIBDIR (ZOOKEEPER_DIR) instead.
ZK_PREFIX  ?=
ZK_INCDIR  ?= $(if $(ZK_PREFIX),$(abspath $(ZK_PREFIX))/include)
ZK_LIBDIR  ?= $(if $(ZK_PREFIX),$(abspath $(ZK_PREFIX))/lib)
# What that library can do, read from its exported symbols: zookeeper.h declares TLS and SASL, and
# lays out its public structs, by HAVE_OPENSSL_H and HAVE_CYRUS_SASL_H, so zklock is compiled with
# the definitions its library was built with (zklock.features tells Lua)
ZK_SO      := $(if $(ZK_LIBDIR),$(ZK_LIBDIR)/libzookeeper_mt.so,$(shell $(CC) -print-file-name=libzookeeper_mt.so))
ZK_SYMS    := $(shell nm -D --defined-only $(ZK_SO) 2>/dev/null | awk '{ print $$3 }')
ZK_CFLAGS   = $(if $(ZK_INCDIR),-I$(ZK_INCDIR)) $(if $(filter zookeeper_init_ssl,$(ZK_SYMS)),-DHAVE_OPENSSL_H) \
              $(if $(filter zookeeper_init_sasl,$(ZK_SYMS)),-DHAVE_CYRUS_SASL_H)
# zklock itself calls OpenSSL (to say why a TLS connection failed) and Cyrus SASL (its start-up)
comma      := ,
ZK_LDFLAGS  = $(if $(ZK_LIBDIR),-L$(ZK_LIBDIR) -Wl$(comma)-rpath$(comma)$(ZK_LIBDIR))
ZK_LIBS     = $(if $(filter zookeeper_init_ssl,$(ZK_SYMS)),-lssl -lcrypto) $(if $(filter zookeeper_init_sasl,$(ZK_SYMS)),-lsasl2)

# Debian packages, per need (the README lists them per target).
LUA_PKGS_lua5.4 = lua5.4 liblua5.4-dev
LUA_PKGS_lua5.3 = lua5.3 liblua5.3-dev
LUA_PKGS_luajit = luajit2 libluajit2-5.1-dev   # OpenResty's LuaJIT, the one libnginx-mod-http-lua links
BUILD_PKGS  = gcc make pkg-config libzookeeper-mt-dev $(LUA_PKGS_$(LUA_NAME))
SERVER_PKGS = zookeeper libslf4j-java          # the throwaway servers of the demo, tests and bench
CLI_PKGS    = lua-argparse lua-dkjson
# make zookeeper-client: the C client's autotools build with OpenSSL and Cyrus SASL (the DIGEST-MD5
# and other mechanisms are plugins: libsasl2-modules), its jute compiler (libzookeeper-java) on a JRE
ZKCLIENT_PKGS = gcc make libssl-dev libsasl2-dev libsasl2-modules autoconf automake libtool \
              libzookeeper-java openjdk-17-jre-headless
DOCS_PKGS   = lua-ldoc lua-discount luajit2   # ldoc runs on LuaJIT (a Lua 5.1); discount renders tables
DIST_PKGS   = git zip luarocks
MODEL_PKGS  = spin gcc                         # the SPIN model of the protocol (model/)
# the suite: every Lua, busted, Curator peers (javac), the waiter adapters, nginx for the OpenResty spec
WAITER_PKGS = lua-cqueues lua-luv nginx libnginx-mod-http-lua lua-resty-core curl
# the secured servers' keystores and certificates: keytool (the JDK) and openssl
TEST_PKGS   = $(BUILD_PKGS) $(SERVER_PKGS) $(CLI_PKGS) $(DOCS_PKGS) $(DIST_PKGS) lua-busted \
              openjdk-17-jdk-headless libcurator-recipes-java $(WAITER_PKGS) $(ZKCLIENT_PKGS) openssl \
              $(LUA_PKGS_lua5.4) $(LUA_PKGS_lua5.3) $(LUA_PKGS_luajit)
DEMO_PKGS   = $(BUILD_PKGS) $(SERVER_PKGS)
CHAOS_PKGS  = $(TEST_PKGS) python3-kazoo       # the chaos driver's outside actor (chaos/outside.py)
BENCH_PKGS  = $(BUILD_PKGS) $(SERVER_PKGS) lua-dkjson openjdk-17-jdk-headless libcurator-recipes-java \
              python3-kazoo gnuplot-nox strace

.PHONY: all deps deps-build deps-test deps-chaos deps-demo deps-bench deps-cli deps-docs deps-dist deps-zkclient deps-model \
        zookeeper-client test test-stress asan tsan \
        chaos model model-mutants demo bench bench-skynet bench-lease bench-handoff skynet docs dist clean check-exports check-layers install faultproxy \
        print-build server server-stop FORCE

all: $(TARGET)

$(BUILD)/%.o: csrc/%.c $(HDR) $(BUILD)/zookeeper.flags
	@mkdir -p $(BUILD)
	$(CC) $(CFLAGS_ALL) -c $< -o $@

$(TARGET): $(OBJ)
	@mkdir -p $(dir $(TARGET))
	$(CC) -shared -Wl,-z,nodelete $(SAN) $(LDFLAGS) -o $@ $(OBJ) $(LIBS)

# the ZooKeeper library a build was made against: rewritten (and so the objects rebuilt) when it changes
$(BUILD)/zookeeper.flags: FORCE
	@mkdir -p $(BUILD)
	@echo '$(ZK_CFLAGS) $(ZK_LDFLAGS) $(ZK_LIBS)' | cmp -s - $@ || echo '$(ZK_CFLAGS) $(ZK_LDFLAGS) $(ZK_LIBS)' > $@
FORCE:

# The ZooKeeper C client with TLS and SASL, which Debian's lacks, from its source (tools/zookeeper-client.sh):
# make zookeeper-client ZK_CLIENT_SRC=<Apache's or Debian's source tarball, or its directory> -> build/zookeeper,
# built again only when the source changed; then `make ZK_PREFIX=build/zookeeper` links zklock with it.
ZK_CLIENT_OUT ?= build/zookeeper
zookeeper-client: deps-zkclient
	sh tools/zookeeper-client.sh "$(ZK_CLIENT_SRC)" "$(ZK_CLIENT_OUT)"

# where this LUA's module is: package.cpath = "<this>/?.so"
print-build:
	@echo $(BUILD)

# zklock for skynet's bundled Lua 5.5 (no liblua link: the skynet binary exports lua_*), in its
# own directory as every build: make skynet SKYNET=/path/to/skynet -> build/skynet/zklock/core.so
skynet:
	@test -f "$(SKYNET)/3rd/lua/lua.h" || { echo "make skynet SKYNET=<skynet's source directory>"; exit 1; }
	$(MAKE) --no-print-directory all LUA=skynet-lua LUA_INC=-I$(SKYNET)/3rd/lua BUILD=build/skynet/obj \
	  TARGET=build/skynet/zklock/core.so

# The fault tests' TCP proxy (partitions, resets): tools/faultproxy.c
FAULTPROXY = build/faultproxy
faultproxy: $(FAULTPROXY)
$(FAULTPROXY): tools/faultproxy.c
	@mkdir -p build
	$(CC) -std=c99 -D_GNU_SOURCE -O2 -Wall -Wextra -Werror -o $@ $<

# csrc/'s shape (issue 21): no two files call each other in a loop, none over 600 lines, no binding
# takes the session mutex (tools/layers.lua reads the objects' symbols and the #include lines)
check-layers: $(TARGET)
	lua5.4 tools/layers.lua $(BUILD)

# Only luaopen_* may be visible from the shared object.
check-exports: $(TARGET)
	@bad=$$(nm -D --defined-only $(TARGET) | awk '$$2 ~ /[TDB]/ {print $$3}' | grep -v '^luaopen_' || true); \
	 if [ -n "$$bad" ]; then echo "unexpected exports: $$bad"; exit 1; fi

# Installs the missing ones of $(PKGS) (as root; otherwise says what to install).
deps:
	@missing=""; for p in $(PKGS); do \
	   dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; done; \
	 if [ -n "$$missing" ]; then \
	   echo "installing Debian packages:$$missing"; \
	   if [ "$$(id -u)" != 0 ]; then echo "run as root (or install:$$missing)"; exit 1; fi; \
	   DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	   DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; fi
deps-build deps-test deps-chaos deps-demo deps-bench deps-cli deps-docs deps-dist deps-zkclient deps-model:
	@$(MAKE) --no-print-directory deps PKGS="$($(shell echo $(@:deps-%=%) | tr a-z A-Z)_PKGS)"

# The whole suite under Lua 5.4, 5.3 and LuaJIT (5.1 ABI, with the OpenResty spec), each with its
# own build of the module; the last line totals them. TEST_LUAS=lua5.4 for one version only.
TEST_LUAS  ?= lua5.4 lua5.3 luajit
test: deps-test
	TEST_LUAS="$(TEST_LUAS)" MAKE="$(MAKE)" sh spec/run-all.sh

# The whole suite (make test, TEST_LUAS as above) with a CPU hog on every core beside it: a busy loop
# per core that tools/stress.sh starts and always stops (Ctrl-C, a failure and kill included); the
# suite's time last. A test that fails only here waited on timing instead of on its event.
test-stress: deps-test
	TEST_LUAS="$(TEST_LUAS)" MAKE="$(MAKE)" sh tools/stress.sh

# AddressSanitizer + UBSan: the module is built instrumented (build/lua5.4-san) and the runtime
# preloaded into lua.
ASAN = -fsanitize=address,undefined,float-cast-overflow -fno-omit-frame-pointer -fno-sanitize-recover=undefined,float-cast-overflow
asan: deps-test
	$(MAKE) all faultproxy SAN="$(ASAN)"
	ZKLOCK_BUILD=build/$(LUA_NAME)-san \
	ZKLOCK_SAN_PRELOAD="$$($(CC) -print-file-name=libasan.so)" \
	ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:malloc_context_size=2 LSAN_OPTIONS=suppressions=$(CURDIR)/spec/lsan.supp \
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 LUA="$(LUA)" sh spec/run.sh

# ThreadSanitizer: the module built instrumented (build/lua5.4-tsan), the suite run under a
# TSan-linked Lua host (tools/luahost.c; libtsan cannot be preloaded), workers included. Lua 5.4.
TSAN_HOST = build/tsan/lua5.4
$(TSAN_HOST): tools/luahost.c
	@mkdir -p build/tsan
	$(CC) -std=c99 -O1 -g -fsanitize=thread $$(pkg-config --cflags lua5.4) -o $@ $< $$(pkg-config --libs lua5.4)
tsan: deps-test
	$(MAKE) all faultproxy $(TSAN_HOST) LUA=lua5.4 SAN="-fsanitize=thread -fno-omit-frame-pointer" OPT="-O1 -g"
	TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 suppressions=$(CURDIR)/spec/tsan.supp" ZKLOCK_LUA_HOST=1 \
	ZKLOCK_BUILD=build/lua5.4-tsan LUA="$(CURDIR)/$(TSAN_HOST)" sh spec/run.sh

# Minutes of faults against a 3-server ensemble, every recipe in its own client processes (fenced
# where it is exclusive), then a report per recipe (chaos/run.lua, chaos/check.lua). CHAOS_MINUTES
# (7: chaos/results/latest.*; shorter: quick.*), CHAOS_SEED to replay a schedule; for development
# CHAOS_FAULTS=kind,... and CHAOS_ROLES=role,... narrow it.
chaos: deps-chaos all faultproxy
	$(LUA) chaos/run.lua

# The SPIN model of the protocol (docs/model.md): the constants checked against csrc/, then each
# configuration searched, one SPIN process at a time; one line each with states, depth, errors and
# how complete the search was, also in build/model/results.txt. Bounded: MODEL_TLIMIT seconds per
# safety run, MODEL_VTLIMIT for the timed one, MODEL_LTLIMIT for liveness, MODEL_WTLIMIT for the two
# window searches (about 41 minutes of search by default, and the first time 1 to 3.5 minutes of
# compiling per configuration).
MODEL_TLIMIT ?= 110
MODEL_VTLIMIT ?= 200
MODEL_LTLIMIT ?= 200
MODEL_WTLIMIT ?= 600
model: deps-model
	sh model/check-constants.sh
	TLIMIT=$(MODEL_TLIMIT) VTLIMIT=$(MODEL_VTLIMIT) LTLIMIT=$(MODEL_LTLIMIT) WTLIMIT=$(MODEL_WTLIMIT) sh model/model.sh

# Known-bad variants of the protocol: SPIN must find a counterexample for each (build/model/mutants.txt).
# MUTANT_TLIMIT seconds for a mutant not caught (about 10 minutes in all).
MUTANT_TLIMIT ?= 150
model-mutants: deps-model
	TLIMIT=$(MUTANT_TLIMIT) sh model/mutants.sh

# zklock vs Curator 5 vs Kazoo vs the raw C client on one throwaway server:
# bench/results/latest.{json,md,png}; then the skynet leg (bench/skynet.lua, skipped without
# SKYNET_SRC); then the lease's cost on a 3-server ensemble (bench-lease). BENCH_QUICK=1 for a smoke
# run (bench/results/quick.*, lease-quick.*).
bench: deps-bench all
	$(LUA) bench/run.lua
	$(LUA) bench/skynet.lua
	$(LUA) bench/lease_cost.lua

# The lease's cost on the ensemble alone (bench/lease_cost.lua: a 3-server ensemble, 1, 100 and 1000
# holding sessions): bench/results/lease.{json,md}
bench-lease: deps-bench all
	$(LUA) bench/lease_cost.lua

# Hand-offs between processes (bench/ab_handoff.lua: 10 processes x 100, hold 0, 5 interleaved rounds:
# the raw floor, zklock with watch_ahead 1 and its default, Curator and Kazoo) and the SetWatches a
# waiter with 1, 32 and 100 watches sends after a reconnect (bench/setwatches.lua, needs strace)
bench-handoff: deps-bench all faultproxy
	$(LUA) bench/ab_handoff.lua 10 100 5 raw rawdelay zk=$(BUILD),1 zk=$(BUILD) curator kazoo
	$(LUA) bench/setwatches.lua 1 32 100

# The skynet leg alone (needs SKYNET_SRC: skynet's source tarball or directory): bench/results/skynet.*
bench-skynet: deps-build all
	$(LUA) bench/skynet.lua

demo: deps-demo all
	$(LUA) examples/demo.lua

# A throwaway ZooKeeper for trying zklock (the README's tour): standalone, on 127.0.0.1:$(ZK_PORT),
# its data in $(SERVER_DIR). It runs until `make server-stop`, which also removes the data. Each
# probe is bounded: one sent while the server starts may never see its connection closed. Each
# port has a directory of its own (build/server for 2181, build/server-PORT for another), so
# `make server ZK_PORT=2573` starts a second one beside the default; the same ZK_PORT (or
# SERVER_DIR) given to server-stop stops that one.
ZK_PORT    ?= 2181
SERVER_DIR ?= build/server$(if $(filter-out 2181,$(ZK_PORT)),-$(ZK_PORT))
ZK_JARS     = /usr/share/java/zookeeper.jar:/usr/share/java/slf4j-simple.jar
# what names this server to server-stop: SERVER_DIR when given, else ZK_PORT when not the default
SERVER_STOP = make server-stop$(if $(filter command line environment,$(origin SERVER_DIR)), SERVER_DIR=$(SERVER_DIR),$(if $(filter-out 2181,$(ZK_PORT)), ZK_PORT=$(ZK_PORT)))
server: deps-demo
	@d=$(SERVER_DIR); \
	 if [ -f $$d/pid ] && kill -0 $$(cat $$d/pid) 2>/dev/null; then \
	   if [ "$$(cat $$d/port)" = "$(ZK_PORT)" ]; then \
	     echo "ZooKeeper already runs on 127.0.0.1:$(ZK_PORT) (pid $$(cat $$d/pid), data in $$d); stop it with: $(SERVER_STOP)"; exit 0; fi; \
	   echo "A ZooKeeper of make server already runs in $$d, on 127.0.0.1:$$(cat $$d/port) (pid $$(cat $$d/pid)):" \
	     "stop it first ($(SERVER_STOP)), or give this one another SERVER_DIR"; exit 1; fi; \
	 if bash -c 'exec 3<>/dev/tcp/127.0.0.1/$(ZK_PORT)' 2>/dev/null; then \
	   echo "Port $(ZK_PORT) is taken (by another program, or a make server in another SERVER_DIR);" \
	     "choose another: make server ZK_PORT=..."; exit 1; fi; \
	 rm -rf $$d && mkdir -p $$d/data && echo $(ZK_PORT) > $$d/port && \
	 printf 'tickTime=2000\ndataDir=%s\nclientPort=%s\nclientPortAddress=127.0.0.1\nadmin.enableServer=false\n4lw.commands.whitelist=srvr,ruok,mntr,cons\n' \
	   "$$(cd $$d && pwd)/data" $(ZK_PORT) > $$d/zoo.cfg && \
	 { nohup java -Xmx256m -cp $(ZK_JARS) -Dorg.slf4j.simpleLogger.defaultLogLevel=warn \
	     org.apache.zookeeper.server.ZooKeeperServerMain $$d/zoo.cfg > $$d/server.log 2>&1 & echo $$! > $$d/pid; } && \
	 if timeout 120 bash -c 'until timeout 2 bash -c "exec 3<>/dev/tcp/127.0.0.1/$(ZK_PORT) && echo srvr >&3 && grep -q Mode <&3" 2>/dev/null; do \
	      kill -0 '$$(cat $$d/pid)' || exit 1; sleep 0.1; done' 2>/dev/null; then \
	   echo "ZooKeeper runs on 127.0.0.1:$(ZK_PORT) (pid $$(cat $$d/pid), data in $$d); stop it with: $(SERVER_STOP)"; \
	 else echo "ZooKeeper did not serve within 120 s (port $(ZK_PORT) taken?); its log:"; cat $$d/server.log; \
	   kill $$(cat $$d/pid) 2>/dev/null; rm -f $$d/pid; exit 1; fi

server-stop:
	@d=$(SERVER_DIR); \
	 if [ -f $$d/pid ] && kill $$(cat $$d/pid) 2>/dev/null; then \
	   timeout 15 tail --pid=$$(cat $$d/pid) -f /dev/null || kill -9 $$(cat $$d/pid) 2>/dev/null; \
	   echo "ZooKeeper on 127.0.0.1:$$(cat $$d/port) stopped"; else echo "no ZooKeeper of make server runs in $$d"; fi; \
	 rm -rf $$d

# The reference (LDoc sources in docs/api/, guides in docs/*.md) as HTML in build/docs/.
docs: deps-docs
	@mkdir -p build/docs
	luajit $$(command -v ldoc) -c docs/config.ld -d $(CURDIR)/build/docs .

# A source rock that installs offline: luarocks install ./dist/zklock-$(VERSION)-1.src.rock.
# Its sources are what is committed (git archive HEAD); its rockspec is rockspec/zklock-scm-1.rockspec
# with the version and the release tarball filled in.
ROCKSPEC = dist/zklock-$(VERSION)-1.rockspec
dist: deps-dist
	@grep -q "^## $(VERSION) " CHANGELOG.md || { echo "CHANGELOG.md has no '## $(VERSION) ' entry"; exit 1; }
	rm -rf dist && mkdir -p dist
	git archive --format=tar.gz --prefix=zklock-$(VERSION)/ -o dist/zklock-$(VERSION).tar.gz HEAD
	sed -e 's/^version = "scm-1"/version = "$(VERSION)-1"/' \
	    -e '/^source = {/,/^}/c\source = {\n  url = "$(RELEASE_URL)/v$(VERSION)/zklock-$(VERSION).tar.gz",\n  dir = "zklock-$(VERSION)",\n}' \
	    rockspec/zklock-scm-1.rockspec > $(ROCKSPEC)
	luarocks lint $(ROCKSPEC)
	cd dist && zip -q zklock-$(VERSION)-1.src.rock zklock-$(VERSION)-1.rockspec zklock-$(VERSION).tar.gz
	@echo "dist/zklock-$(VERSION)-1.src.rock"
RELEASE_URL = $(shell sed -n 's|^  homepage = "\(.*\)",$$|\1/releases/download|p' rockspec/zklock-scm-1.rockspec)

# Install prefix; luarocks (rockspec/zklock-scm-1.rockspec) sets INST_LIBDIR and INST_LUADIR.
PREFIX      ?= /usr/local
INST_LIBDIR ?= $(PREFIX)/lib/lua/$(LUA_ABI)
INST_LUADIR ?= $(PREFIX)/share/lua/$(LUA_ABI)
INST_BINDIR ?= $(PREFIX)/bin
install: $(TARGET)
	install -d $(INST_LIBDIR)/zklock
	install -m 755 $(TARGET) $(INST_LIBDIR)/zklock/core.so
	@# every Lua file under lua/, at its place (zklock/*.lua, zklock/waiter/, zklock/cli/, ...)
	cd lua && find zklock -name '*.lua' | sort | while read -r f; do \
	  install -D -m 644 "$$f" "$(INST_LUADIR)/$$f" || exit 1; done
	@# the inspector, run by this Lua (luarocks installs its own wrapper: INST_BINDIR= there)
	if [ -n "$(INST_BINDIR)" ]; then install -d $(INST_BINDIR) && \
	  sed '1s|.*|#!/usr/bin/env $(LUA_NAME)|' bin/zklock > $(INST_BINDIR)/zklock && chmod 755 $(INST_BINDIR)/zklock; fi

clean:
	rm -rf build dist zklock
