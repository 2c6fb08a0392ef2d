# zklock -- build, test, demo. `make demo` and `make test` install missing Debian packages first.
LUA        ?= lua5.4
LUA_INC    ?= $(shell pkg-config --cflags $(LUA) 2>/dev/null || echo -I/usr/include/$(LUA))
CC         ?= cc
OPT        ?= -O2 -g
CFLAGS_ALL  = -std=c99 -D_GNU_SOURCE -DTHREADED -fPIC $(OPT) -Wall -Wextra -Werror -fvisibility=hidden \
              $(LUA_INC) $(SAN) $(CFLAGS)
LIBS        = -lzookeeper_mt -lpthread -lm
SRC         = $(wildcard csrc/*.c)
HDR         = $(wildcard csrc/*.h)
BUILD       = build/$(LUA)$(if $(findstring thread,$(SAN)),-tsan,$(if $(SAN),-san))
OBJ         = $(patsubst csrc/%.c,$(BUILD)/%.o,$(SRC))
TARGET      = zklock/core.so

LUA_PKGS_lua5.4 = lua5.4 liblua5.4-dev
LUA_PKGS_lua5.3 = lua5.3 liblua5.3-dev
LUA_PKGS_luajit = luajit2 libluajit2-5.1-dev   # OpenResty's LuaJIT, the one libnginx-mod-http-lua links
# waiter adapters and the OpenResty spec: cqueues, luv, nginx with its Lua module, curl to load it
WAITER_PKGS = lua-cqueues lua-luv nginx libnginx-mod-http-lua lua-resty-core curl
DEB_PKGS    = gcc make pkg-config libzookeeper-mt-dev zookeeper libslf4j-java \
              lua-busted openjdk-17-jdk-headless libcurator-recipes-java luarocks $(WAITER_PKGS) \
              $(LUA_PKGS_lua5.4) $(LUA_PKGS_lua5.3) $(LUA_PKGS_luajit)
BUSTED      = busted --lua=$(LUA)

.PHONY: all deps deps-bench test asan tsan chaos demo bench bench-skynet skynet clean check-exports install clean-so faultproxy

all: $(TARGET)

$(BUILD)/%.o: csrc/%.c $(HDR)
	@mkdir -p $(BUILD)
	$(CC) $(CFLAGS_ALL) -c $< -o $@

$(TARGET): $(OBJ)
	@mkdir -p $(dir $(TARGET))
	$(CC) -shared -Wl,-z,nodelete $(SAN) $(LDFLAGS) -o $@ $(OBJ) $(LIBS)

# zklock for skynet's bundled Lua 5.5 (no liblua link: the skynet binary exports lua_*), apart
# from the tree's zklock/core.so: make skynet SKYNET=/path/to/skynet -> build/skynet/zklock/core.so
skynet:
	@test -f "$(SKYNET)/3rd/lua/lua.h" || { echo "make skynet SKYNET=<skynet's source directory>"; exit 1; }
	$(MAKE) --no-print-directory all LUA=skynet-lua LUA_INC=-I$(SKYNET)/3rd/lua BUILD=build/skynet/obj \
	  TARGET=build/skynet/zklock/core.so

# The fault tests' TCP proxy (partitions, resets): spec/faultproxy.c
FAULTPROXY = build/faultproxy
faultproxy: $(FAULTPROXY)
$(FAULTPROXY): spec/faultproxy.c
	@mkdir -p build
	$(CC) -std=c99 -D_GNU_SOURCE -O2 -Wall -Wextra -Werror -o $@ $<

# Only luaopen_* may be visible from the shared object.
check-exports: $(TARGET)
	@bad=$$(nm -D --defined-only $(TARGET) | awk '$$2 ~ /[TDB]/ {print $$3}' | grep -v '^luaopen_' || true); \
	 if [ -n "$$bad" ]; then echo "unexpected exports: $$bad"; exit 1; fi

deps:
	@missing=""; for p in $(DEB_PKGS); do \
	   dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; done; \
	 if [ -n "$$missing" ]; then \
	   echo "installing Debian packages:$$missing"; \
	   if [ "$$(id -u)" != 0 ]; then echo "run as root (or install:$$missing)"; exit 1; fi; \
	   DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	   DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; fi

# The whole suite under Lua 5.4, 5.3 and LuaJIT (5.1 ABI, with the OpenResty spec), each with its
# own build of the module; the last line totals them. TEST_LUAS=lua5.4 for one version only.
TEST_LUAS  ?= lua5.4 lua5.3 luajit
test: deps
	TEST_LUAS="$(TEST_LUAS)" MAKE="$(MAKE)" sh spec/run-all.sh

# AddressSanitizer + UBSan: the module is built instrumented and the runtime preloaded into lua.
asan: deps
	$(MAKE) clean-so
	$(MAKE) all faultproxy SAN="-fsanitize=address,undefined,float-cast-overflow -fno-omit-frame-pointer -fno-sanitize-recover=undefined,float-cast-overflow"
	ZKLOCK_SAN_PRELOAD="$$($(CC) -print-file-name=libasan.so)" \
	ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:malloc_context_size=2 LSAN_OPTIONS=suppressions=$(CURDIR)/spec/lsan.supp \
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 LUA="$(LUA)" sh spec/run.sh; \
	rc=$$?; $(MAKE) clean-so; exit $$rc

# ThreadSanitizer: the module built instrumented, the suite run under a TSan-linked Lua host
# (spec/luahost.c; libtsan cannot be preloaded), workers included. Lua 5.4.
TSAN_HOST = build/tsan/lua5.4
$(TSAN_HOST): spec/luahost.c
	@mkdir -p build/tsan
	$(CC) -std=c99 -O1 -g -fsanitize=thread $$(pkg-config --cflags lua5.4) -o $@ $< $$(pkg-config --libs lua5.4)
tsan: deps
	$(MAKE) clean-so
	$(MAKE) all faultproxy $(TSAN_HOST) LUA=lua5.4 SAN="-fsanitize=thread -fno-omit-frame-pointer" OPT="-O1 -g"
	TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 suppressions=$(CURDIR)/spec/tsan.supp" ZKLOCK_LUA_HOST=1 \
	LUA="$(CURDIR)/$(TSAN_HOST)" sh spec/run.sh; \
	rc=$$?; $(MAKE) clean-so; exit $$rc

# Minutes of faults against a 3-server ensemble with fenced clients, then a report (chaos/run.lua).
# CHAOS_MINUTES=1 for a short run (its report goes to chaos/results/quick.*).
chaos: deps all faultproxy
	$(LUA) chaos/run.lua

BENCH_PKGS  = python3-kazoo gnuplot-nox
deps-bench: deps
	@$(MAKE) --no-print-directory deps DEB_PKGS="$(BENCH_PKGS)"

# zklock vs Curator 5 vs Kazoo vs the raw C client on one throwaway server:
# bench/results/latest.{json,md,png}; then the skynet leg (bench/skynet.lua, skipped without
# SKYNET_SRC). BENCH_QUICK=1 for a smoke run.
bench: deps-bench all
	$(LUA) bench/run.lua
	$(LUA) bench/skynet.lua

# The skynet leg alone (needs SKYNET_SRC: skynet's source tarball or directory): bench/results/skynet.*
bench-skynet: deps all
	$(LUA) bench/skynet.lua

demo: deps all
	$(LUA) examples/demo.lua

# luarocks (rockspec/zklock-scm-1.rockspec) sets INST_LIBDIR and INST_LUADIR.
INST_LIBDIR ?= /usr/local/lib/lua/5.4
INST_LUADIR ?= /usr/local/share/lua/5.4
install: $(TARGET)
	install -d $(INST_LIBDIR)/zklock $(INST_LUADIR)/zklock/waiter
	install -m 755 $(TARGET) $(INST_LIBDIR)/zklock/core.so
	install -m 644 lua/zklock/*.lua $(INST_LUADIR)/zklock/
	install -m 644 lua/zklock/waiter/*.lua $(INST_LUADIR)/zklock/waiter/

clean-so:
	rm -f $(TARGET)

clean:
	rm -rf build zklock/core.so
