/* model/zklock.pml -- zklock's lock protocol at the level of the C engine's state machines.
 *
 * Exact where zklock decides (csrc/acquire.c, release.c, handoff.c, revoke.c, refresh.c,
 * validity.c, predicate.c), abstract where ZooKeeper is a black box. The argument it checks is
 * docs/safety.md's; docs/model.md says what is modelled, what is abstracted, and which transition
 * stands for which grant path of docs/safety.md; the labels G_* below are those transitions.
 *
 * One file, several configurations (-DCFG_...), see the table at "configuration". Mutants are
 * -DMUT_... switches (model/mutants.sh lists them).
 *
 * Monitors:
 *   S1 mutual exclusion: never, at one tick, two beliefs of incompatible holds (two mutex or write
 *      holders, a writer and a reader of another client, N+1 leases), counting only holds whose
 *      node no outsider deleted (an operator who deletes a held node breaks that lock on purpose);
 *   S2 no stale grant: no path says "held" on a node when the session has already processed a
 *      message from a server state in which that node was deleted;
 *   LP validity (TIMED): no hold is believed when the leader expires its session;
 *   liveness (CFG_LIVE, -DLTL): no waiter waits forever while nobody holds.
 */
#include "constants.pml"

/* ---------------------------------------------------------------- validity arithmetic (ticks) */
#define WW       (TT*LAG_PCT/100)                    /* W = 0.3 T = 6 */
#ifdef MUT_MARGIN0
#define MARGIN   0
#else
#define MARGIN   MARGIN_PCT
#endif
#define VALID    (TT*(100-MARGIN)/100)               /* T (1 - m) = 13 */
#define IVL      (TT/REFRESH_DIV)                    /* I = 5 */
#define HBT      (TT/HEARTBEAT_DIV)                  /* H = 2 */
#define RGAP     (IVL/RGAP_DIV)                      /* I/4 = 1.25, rounded down to 1 tick: more refreshes */
#define PINGMAX  (TT/TICKTIME_DIV/2 + PINGREPLY_DELTA) /* tickTime/2 + delta = 6 */
#define PINGMIN  (TT/TICKTIME_DIV/2 - PINGREPLY_DELTA) /* the leader pings every tickTime/2 */
#define LIBPING  ((TT + LIBPING_DIV - 1)/LIBPING_DIV) /* ceil(T/3) = 7 */
#define RECVTO   ((TT*RECVTO_NUM + RECVTO_DEN - 1)/RECVTO_DEN) /* ceil(2T/3) = 14 */
#define DEADAGE  (WW + VALID)                             /* a floor this old gives no time */
#if DEADAGE + 1 > TT + 2
#define CAP      (DEADAGE + 1)                       /* ages saturate here (margin 0: past any floor that gives time) */
#else
#define CAP      (TT + 2)                            /* ages saturate here, past DEADAGE: a saturated floor gives no time */
#endif

/* ---------------------------------------------------------------- configuration */
/* CFG_WINDOW  timed, narrow (experimental): below
 * CFG_VALIDITY  timed: 2 clients x 1 mutex coroutine, leader + follower, delays, partitions,
 *            reconnects, expiry: the validity window (floor, anchor, deadline, refresh, heartbeat),
 *            and grant_validity (GV: no hold told to Lua with less than GV left)
 * CFG_GRANT  timed, narrow: grant_validity on the local hand-off (client 0, a cohort of 2)
 * CFG_MUTEX  untimed: client 0 with a cohort of 2 coroutines (local hand-off), client 1 with 1,
 *            outside deletes, lost replies, reconnects, deadline losses
 * CFG_STRICT untimed: strict mutex, 2 coroutines of client 0 on their own nodes, client 1 with 1
 * CFG_RW     untimed: client 0 write -> downgrade -> read, client 1 write
 * CFG_SEM    untimed: semaphore of 1 lease, client 0 with 1 coroutine, client 1 with 2
 * CFG_LIVE   untimed, smaller, for the liveness claim: lost create replies, a lagging follower
 * CFG_SEMLIVE untimed liveness of the semaphore (cancel-on-lost)
 * CFG_LATCH  untimed: the leader latch, a participant per client, each joining again (ROUNDS 2)
 *            after it lost leadership or closed; two leaders at once is the violation
 * CFG_OWNER  untimed: 2 clients x 1 mutex coroutine, connection losses and the impostor (-DIMPOSTOR:
 *            an outsider replaces a node of ours by a node of the same name another session owns);
 *            S2 is the check: "held" on a name whose node is no longer ours is said after a message
 *            from a server state in which our node was deleted */
#if defined(CFG_VALIDITY)
#define TIMED 1
#define NC 2
#define NK 1
#define NM 1
#define KA 3
#define NS 2
#define QN 6
#define FAULTS 2
#define F_LOSS 1
#elif defined(CFG_WINDOW)
/* CFG_WINDOW (issue 26, experimental, not yet in make model): the validity window alone, for
 * MUT_MARGIN0 and MUT_OLDRULE. Client 0 (the holder) on the follower, whose touch reports lag
 * (ping replies); client 1 does not run (SOLO: LP is the check); no faults; the receive timeout
 * only bounds delays (NO_RECVTO); time stops at HORIZON. Still too large for an exhaustive search
 * in minutes (docs/model.md, "Why margin 0 and the old rule are not caught") */
#define TIMED 1
#define NC 2
#define NK 1
#define NM 1
#define KA 1
#define NS 2
#define QN 6
#define FAULTS 0
#define NO_RECVTO 1     /* no connection loss: the 2/3 T receive timeout only bounds the delays (a tick waits) */
#define C0FOLLOWER 1
#define HORIZON 30      /* ticks searched from the session's creation: 1.5 T */
#define SOLO 1          /* client 1 does not run: LP (no hold believed at its session's expiry) is the check */
#elif defined(CFG_GRANT)
/* CFG_GRANT: grant_validity on the local hand-off. Client 0 alone (SOLO) with a cohort of 2 coroutines
 * sharing one node (the carrier), on the leader; no faults; the receive timeout only bounds the
 * delays (NO_RECVTO); time stops at HORIZON. The GV monitor is the check (and S2, LP) */
#define TIMED 1
#define NC 2
#define NK 1
#define NM 2
#define KA 2
#define NS 2
#define QN 6
#define COHORT 1
#define FAULTS 0
#define NO_RECVTO 1
#define HORIZON 40
#define SOLO 1
#elif defined(CFG_MUTEX)
#define NC 2
#define NK 1
#define NM 2
#define KA 3
#define NS 2
#define QN 7
#define COHORT 1
#define FAULTS 2
#define F_LOSS 1
#define F_OUT 1
#define F_DL 1
#elif defined(CFG_STRICT)
#define NC 2
#define NK 2
#define NM 2
#define KA 2
#define NS 2
#define QN 14
#define FAULTS 2
#define F_LOSS 1
#define F_OUT 1
#define F_DL 1
#elif defined(CFG_RW)
#define NC 2
#define NK 2
#define NM 1
#define KA 2
#define NS 2
#define QN 9
#define RECIPE_RW 1
#define FAULTS 2
#define F_LOSS 1
#define F_OUT 1
#define F_DL 1
#elif defined(CFG_SEM)
#define NC 2
#define NK 3
#define NM 2
#define KA 2
#define NS 2
#define QN 10
#define COHORT 1
#define RECIPE_SEM 1
#define NLEASE 1
#define FAULTS 1
#define F_LOSS 1
#define F_OUT 1
#define F_DL 1
#elif defined(CFG_SEMLIVE)
#define NC 2
#define NK 3
#define NM 2
#define KA 2
#define NS 2
#define QN 10
#define COHORT 1
#define RECIPE_SEM 1
#define NLEASE 1
#define FAULTS 1
#define F_OUT 1
#define F_DL 1
#define LIVE 1
#elif defined(CFG_LATCH)
#define NC 2
#define NK 1
#define NM 1
#define KA 3
#define NS 2
#define QN 7
#define ROUNDS 2
#define RECIPE_LATCH 1
#define FAULTS 2
#define F_LOSS 1
#define F_OUT 1
#define F_DL 1
#elif defined(CFG_OWNER)
/* ownership on every grant path: 2 clients x 1 mutex coroutine (one node each), connection losses and
 * the impostor (an outsider that replaces a node of ours by one of the same name another session owns) */
#define NC 2
#define NK 1
#define NM 1
#define KA 3
#define NS 2
#define QN 7
#define FAULTS 2
#define F_LOSS 1
#ifndef IMPOSTOR
#define IMPOSTOR 1
#endif
#elif defined(CFG_LIVE)
#define NC 2
#define NK 1
#define NM 1
#define KA 2
#define NS 2
#define QN 6
#define FAULTS 1
#define F_LOSS 1
#define LIVE 1
#else
#error "choose a configuration: -DCFG_VALIDITY, -DCFG_WINDOW, -DCFG_GRANT, -DCFG_MUTEX, -DCFG_STRICT, -DCFG_RW, -DCFG_SEM, -DCFG_LATCH, -DCFG_OWNER, -DCFG_LIVE, -DCFG_SEMLIVE"
#endif
#ifndef ROUNDS
#define ROUNDS 1
#endif
/* the lock option watch_ahead (K): its default (ZKL_WATCH_AHEAD_DEFAULT, engine.h) is AHEAD_K or more,
 * i.e. every node that can be ahead here (model/check-constants.sh); -DWATCH_AHEAD=1: one at a time */
#ifndef WATCH_AHEAD
#define WATCH_AHEAD AHEAD_K
#endif
/* acquire.c decide: a watch set when more than one node blocks us, at most K of them, and the
 * predicate has blockers (predicate.c: all_ahead, writers_ahead; a writer: none, it relists) */
#define AHEAD_SET(ci) (jcnt > 1 && jcnt <= WATCH_AHEAD && KIND(ci) != K_WRIT)
/* ahead.c zkl_ahead_plan, ZKL_AHEAD_FAR: more blockers than watch_ahead (K > 1), the second nearest
 * (jsec) is watched, and its going makes us list again (G_FAR: no hold rests on it). Here at most two
 * live nodes are ahead, so -DFAR_AHEAD (with -DWATCH_AHEAD=1) explores it from two blockers on.
 * MUT_FARHOLD: its going is taken as the last one's (held on that event) */
#ifdef FAR_AHEAD
#define FAR_SET(ci) (jcnt >= 2 && !AHEAD_SET(ci) && KIND(ci) != K_WRIT)
#else
#define FAR_SET(ci) (jcnt > WATCH_AHEAD && WATCH_AHEAD > 1 && KIND(ci) != K_WRIT)
#endif
#ifdef MUT_FARHOLD
#define FAR_AH 1
#else
#define FAR_AH NIL
#endif
/* PROP_OWN: a proposal for the C, not the C (docs/model.md, "Findings"): PROP_PZ and PROP_CONF */
#ifdef PROP_OWN
#define PROP_PZ 1
#define PROP_CONF 1
#endif
/* narrower runs: -DNO_LOSS, -DNO_OUT, -DNO_DL drop a kind of fault; -DNFAULTS=n sets the budget */
#ifdef NO_LOSS
#undef F_LOSS
#endif
#ifdef NO_OUT
#undef F_OUT
#endif
#ifdef NO_DL
#undef F_DL
#endif
#ifdef NFAULTS
#undef FAULTS
#define FAULTS NFAULTS
#endif
#ifndef NLEASE
#define NLEASE 1
#endif
#ifndef UW_MAX
#define UW_MAX 3
#endif
#ifdef HINT_UW
#define UW_HINT(c) ANYLIVE(c)     /* a schedule hint (a guard): the program writes only while it holds */
#else
#define UW_HINT(c) true
#endif

#define NIL   255
#define NCK   (NC*NK)
#define NN    (NCK*KA)          /* node slots: contender ci uses ci*KA .. ci*KA+KA-1 */
#define CI(c,k) ((c)*NK+(k))
#define MI(c,i) ((c)*NM+(i))

/* node kinds, and the directory each lives in */
#define K_LOCK  1
#define K_READ  2
#define K_WRIT  3
#define K_SLOCK 4   /* the semaphore's internal mutex, <dir>/locks */
#define K_LEASE 5   /* <dir>/leases */
#define K_LATCH 6   /* LeaderLatch's participants: _c_<uuid>-latch-<seq>, the standard predicate (zkl_pred_latch) */
#if defined(RECIPE_RW)
#define KIND(ci) ((ci) == 1 -> K_READ : K_WRIT)           /* client 0: k0 write, k1 downgrade read */
#elif defined(RECIPE_SEM)
#define KIND(ci) ((((ci) % NK) == 0) -> K_SLOCK : K_LEASE)  /* k0 the internal lock's carrier */
#elif defined(RECIPE_LATCH)
#define KIND(ci) K_LATCH
#else
#define KIND(ci) K_LOCK
#endif
#define NKIND(n) KIND((n)/KA)
#define DIR(kd)  ((kd) == K_SLOCK -> 1 : ((kd) == K_LEASE -> 2 : 0))
#define KEY(n)   (nsq[n]*2 + (NKIND(n) == K_READ))        /* Curator order; a downgrade's read after its write */

/* ---------------------------------------------------------------- ZooKeeper: tree, servers, sessions */
byte zxl;                 /* the leader's last zxid */
byte zx[NS];              /* last zxid applied by each server; server 0 is the leader */
byte ncz[NN];             /* a node's czxid, 0: never created */
byte ndz[NN];             /* its deletion's zxid, 0: not deleted */
byte nsq[NN];             /* its sequence number */
bit  nout[NN];            /* deleted by an outsider */
byte sqc[3];              /* each directory's sequence counter */
#define VIS(n,s) ((n) < NN && ncz[n] != 0 && ncz[n] <= zx[s] && (ndz[n] == 0 || ndz[n] > zx[s]))
#ifdef IMPOSTOR
/* -DIMPOSTOR: an outsider replaces a node of ours by one of the same name (the same sequence) that
 * another session owns (Leader(), below): the name's second incarnation, created at icz, deleted at
 * idz (by whoever deletes the name: our release deletes by name, version -1) */
byte icz[NN];
byte idz[NN];
byte nimp;                /* impostors alive at the leader */
#define IVIS(n,s) ((n) < NN && icz[n] != 0 && icz[n] <= zx[s] && (idz[n] == 0 || idz[n] > zx[s]))
#define ICZ(n) icz[n]
#define IDZ(n) idz[n]
#else
#define IVIS(n,s) false
#define ICZ(n) 0
#define IDZ(n) 0
#endif
/* the name: a listing, a check(node, -1), a getData and a delete by name see either incarnation */
#define NVIS(n,s) (VIS(n,s) || IVIS(n,s))

bit  sdead[NC];           /* the leader expired the session (closeSession proposed) */
byte sclz[NC];            /* the closeSession's zxid */
bit  kick[NC];            /* the client's server applied closeSession: it closes the connection */
#ifdef TIMED
byte stouch[NC];          /* ticks since the leader last touched the session */
bit  ftch[NS*NC];         /* a follower's touch table */
byte fping[NS];           /* ticks since the follower's last ping reply */
#endif
bit  lkdown[NS];          /* the follower's link to the leader is cut (CFG_VALIDITY with -DCUT) */

/* ---------------------------------------------------------------- the connection: one ordered stream */
#define T_CREATE 1  /* create2 ephemeral-sequential, a = our slot; proof */
#define T_CFIX   2  /* downgrade: multi[check(W), create(R)], a = R's slot, r2 = W; proof */
#define T_LIST   3  /* getChildren(dir a) */
#define T_LISTW  4  /* getChildren(dir a) + child watch (leases) */
#define T_WGET   5  /* getData(a) + data watch: the node ahead */
#define T_OWNW   6  /* getData(a) + data watch: a hold's own node (revoke.c zkl_watch_node) */
#define T_DEL    7  /* delete(a) */
#define T_CONF   8  /* multi[check(a)]: confirm; proof */
#define T_REFR   9  /* multi[check(..)] over the held contenders in mask res; proof */
#define T_SYNC  10  /* sync(dir a) */
#define T_FIND  11  /* getChildren(dir a), looking for our protected prefix */
#define T_HB    12  /* heartbeat: exists("/") (refresh.c heartbeat) */
#define T_PING  13  /* the C client's own ping */
#define T_STAT  14  /* exists(a): our own node's stat, no watch (acquire.c send_stat) */
#define T_LISTD 15  /* getChildren(dir a) + child watch standing for our node's watch (the create's listing) */
#define T_AGET  16  /* getData(a) + data watch: one of the nodes ahead a waiter watches all of (ahead.c, watch_ahead) */
#define T_UW    17  /* -DUSER_WRITES: a write of the session's own elsewhere (ops.c: a set, a create), proof of the session */
#define E_PDEL  20  /* watch event: the node ahead was deleted */
#define E_ODEL  21  /* watch event: our own node was deleted */
#define E_CHLD  22  /* watch event: the children changed */
#define E_DCHLD 23  /* watch event: the children changed (the stand-in's watch) */
#define E_PCHG  24  /* watch event: the node ahead's data changed (SetWatches: a node of its name newer than our last zxid) */
#define E_OCHG  25  /* watch event: our own node's data changed (likewise: a node of our name that replaced ours) */
#define E_ADEL  26  /* watch event: one of the nodes ahead a waiter watches all of (a) was deleted */
#define E_ACHG  27  /* watch event: its data changed (SetWatches: a node of its name newer than our last zxid) */
#define ISWRITE(t) ((t) == T_CREATE || (t) == T_CFIX || (t) == T_DEL || (t) == T_CONF || (t) == T_REFR || (t) == T_SYNC || (t) == T_UW)
/* a write of ours (req.c r->write: create, multi, delete, set): its success proves the session (the
 * leader prepared it), with the anchor its floor at the send gives (refresh.c zkl_refresh_proven) */
#define ISPROOF(t) ((t) == T_CREATE || (t) == T_CFIX || (t) == T_CONF || (t) == T_REFR || (t) == T_DEL || (t) == T_UW)
#define ISEVENT(t) ((t) >= E_PDEL)
#define S_UN 0      /* sent, not yet processed by the server */
#define S_CW 1      /* forwarded to the leader; the follower answers when it applies zx */
#define S_DN 2      /* answered (or an event): in flight to the client */
#define RC_OK 0
#define RC_NONODE 1
#define RC_EXISTS 2
#define RC_EXPIRED 3
#define RC_CLOSS 4  /* made by the client library: connection loss */
#define RC_FOREIGN 5 /* model: an exists or getData answered OK on a node of our name that another session owns */

typedef Ent {
  byte ty; byte k;          /* k: contender (NIL: stale, or not a contender's) */
  byte a; byte r2; byte rc; byte st;
  short res;                /* a listing: the visible slots; a refresh: the contenders */
  byte zx;                  /* zxid of the server state that produced the answer */
#ifdef TIMED
  byte sa;                  /* ticks since it was sent */
  byte fl;                  /* proofs: age of their floor (W + floor age of the anchor) */
#endif
};
typedef Queue { Ent e[QN] };
Queue Q[NC];
byte ql[NC];              /* entries in the stream */
byte qp[NC];              /* the first qp are answered/events in flight; the rest are unprocessed */

byte srv[NC];             /* the server the client is connected to */
bit  conn[NC];
byte lsrv[NC];            /* after a connection loss: the server that may still process what was sent */
bit  xp[NC];              /* the client knows its session expired */
byte lzx[NC];             /* the C client's last zxid seen (replies) */
byte obs[NC];             /* monitor: the newest server state the engine has processed a message of */
bit  rfo[NC];             /* a refresh is outstanding */
bit  asap[NC];            /* refresh at once (after a reconnect, after a failed refresh) */
bit  rpend[NC];           /* untimed: a hold began since the last refresh */
bit  hbo[NC];             /* untimed: a heartbeat is outstanding */
#ifdef TIMED
byte ls[NC];              /* ticks since the client library last sent */
byte lr[NC];              /* ticks since it last received */
byte rsa[NC];             /* ticks since the last refresh was sent */
#ifdef HORIZON
byte now;                 /* CFG_WINDOW: ticks since the start; time stops at HORIZON */
#endif
#if defined(MUT_OLDRULE)
byte zp[NC];              /* old rule: ticks since the previous request (prev_ns) */
#else
typedef Line { byte d[WW+1] };
Line fd[NC];              /* fd[c].d[k]: age, now, of the send time of the latest request answered
                             by now - k (or of the session's creation): the floor is d[W] */
byte cfl[NC];             /* age of the conn floor: the latest answered send time when the current
                             connection was made (session.c session_watcher, conn_floor_ns) */
#endif
#endif

/* ---------------------------------------------------------------- the engine's contenders */
#define P_IDLE 0
#define P_CREATING 1
#define P_LISTING 2
#define P_WATCHING 3
#define P_CONFIRMING 4
#define P_HELD 5
#define P_DELETING 6
#define P_FINDING 7
#define P_PARKED 8
#define P_DONE 9
#define P_STATING 10      /* exists on our own node (send_stat): before G_GONE, after a downgrade's multi */
byte ph[NCK];             /* phase */
byte pp[NCK];             /* parked: what to redo (P_FINDING, P_LISTING, P_DELETING, P_CREATING) */
byte nd[NCK];             /* our node (slot) */
byte na[NCK];             /* slots used */
byte pend[NCK];           /* the slot of the create in flight (what FIND looks for) */
byte ah[NCK];             /* ahead (NIL: unknown) */
byte nx[NCK];             /* next_ahead */
byte wn[NCK];             /* the node watched */
byte fx[NCK];             /* a downgrade's write node (NIL: sequential) */
byte dl[NCK];             /* timed: ticks left before the deadline; untimed: 1 = within it. 0 = unknown proof */
bit  lost[NCK]; bit rel[NCK]; bit canc[NCK];
bit  wreg[NCK]; bit wact[NCK];    /* node-ahead watch: registered at the server; activated in the client */
bit  oreg[NCK]; bit oact[NCK];    /* own-node watch of a serving carrier */
byte onode[NCK];                  /* the node it is on */
bit  ook[NCK];                    /* the engine's view: own watch armed (answered) and not fired */
bit  ows[NCK];                    /* own watch get outstanding */
bit  creg[NCK]; bit cact[NCK];    /* child watch (leases) */
bit  dreg[NCK]; bit dact[NCK];    /* the stand-in child watch: registered; activated (acquire.c R_DWATCH) */
bit  dok[NCK];                    /* the engine's view: the stand-in armed (answered) and not fired (dwatch = 2) */
bit  ans[NC];                      /* an answer came on this connection (revoke.c zkl_node_watched) */
byte al[NCK];                     /* watch_ahead (acquire.c send_watch_set): the nodes ahead still watched
                                     (ahead_left); 0: not waiting on a watch set */
short areg[NCK]; short aact[NCK]; /* the watches on those nodes (slot masks): registered at the server; activated in the client */
#ifdef USER_WRITES
bit  uwo[NC];                     /* a write of the session's own elsewhere is outstanding */
byte uwn[NC];                     /* how many were sent (bounded: zxids are bytes) */
#endif
bit  ndel[NCK];                   /* node_deleted: our node's watch saw it go (or its get: gone, or not ours) */
bit  own[NCK];                    /* owner_seen == conn_gen: an answer on this connection showed our session
                                     owns our node (its create, an exists, its watch's get), no event on
                                     that watch since */
#ifdef TIMED
bit  prv[NC*NM];                  /* a coroutine's prove_asked_ns: its hold had less than GV left when its
                                     outcome was read, a fresh proof is asked for (engine.c zkl_hold_outcome) */
#endif
#define LIVE_C(ci) (ph[ci] == P_HELD && !lost[ci] && !rel[ci] && dl[ci] > 0)
#define RDUE(ci)   (LIVE_C(ci) && dl[ci] + IVL <= VALID)     /* its anchor is I old */
#if NK == 1
#define ANYLIVE(c) LIVE_C(CI(c,0))
#define ANYRDUE(c) RDUE(CI(c,0))
#elif NK == 2
#define ANYLIVE(c) (LIVE_C(CI(c,0)) || LIVE_C(CI(c,1)))
#define ANYRDUE(c) (RDUE(CI(c,0)) || RDUE(CI(c,1)))
#else
#define ANYLIVE(c) (LIVE_C(CI(c,0)) || LIVE_C(CI(c,1)) || LIVE_C(CI(c,2)))
#define ANYRDUE(c) (RDUE(CI(c,0)) || RDUE(CI(c,1)) || RDUE(CI(c,2)))
#endif
#define REFRESH_OK(c) (conn[c] && !kick[c] && !rfo[c] && ql[c] < QN - 2 && ANYLIVE(c))
#ifdef TIMED
/* refresh.c tick: when the oldest anchor is I old, at most every I/4 (RGAP) unless the last
 * refresh found a node gone or the connection is new (refresh_sent_ns = 0: asap) */
#define REFRESH_DUE(c) (REFRESH_OK(c) && ANYRDUE(c) && (asap[c] || rsa[c] >= RGAP))
#else
#define REFRESH_DUE(c) (REFRESH_OK(c) && (asap[c] || rpend[c]))   /* untimed: once per hold, and after failures */
#endif

/* ---------------------------------------------------------------- cohorts (local hand-off), Lua */
#define M_IDLE 0
#define M_WAIT 1
#define M_HELD 2
#define M_LOST 3
#define M_FAIL 4
#ifdef COHORT
bit  csv[NC];             /* the carrier (contender k0) serves the cohort */
byte chd[NC];             /* the member holding, NIL */
byte cq0[NC]; byte cq1[NC];  /* FIFO of waiting members */
bit  cgr[NC];             /* the first grant on this carrier was made */
byte mst[NC*NM];
#define MLIVE(c,i) (mst[MI(c,i)] == M_HELD && chd[c] == (i) && csv[c] && LIVE_C(CI(c,0)))
#endif
bit  waiting[NC*NM];      /* liveness: the coroutine waits for a lock */

byte flt = FAULTS;        /* faults left: connection losses, outside deletes, deadline losses */
bool dummy;
#ifdef VISIBLE             /* BFS cannot have hidden variables */
byte j, j2, jj, jk, jn, jm, jc, js, jq, jbest, jsec, jcnt, ours, jkd;
short jmask;
#else
hidden byte j, j2, jj, jk, jn, jm, jc, js, jq, jbest, jsec, jcnt, ours, jkd;
hidden short jmask;
#endif

/* ---------------------------------------------------------------- monitors */
#define S2(c,n) assert(!(ndz[n] != 0 && obs[c] >= ndz[n]))

#if defined(RECIPE_RW)
#define W_HOLDS(c) ((LIVE_C(CI(c,0)) && !nout[nd[CI(c,0)]]) + ((c) == 0 && NK > 1 && KIND(CI(c,1)) == K_WRIT && LIVE_C(CI(c,1)) && !nout[nd[CI(c,1)]]))
#define R_HOLDS(c) ((c) == 0 && LIVE_C(CI(c,1)) && !nout[nd[CI(c,1)]])
#define SAFE (W_HOLDS(0) + W_HOLDS(1) <= 1 && !(W_HOLDS(0) && R_HOLDS(1)) && !(W_HOLDS(1) && R_HOLDS(0)))
#elif defined(RECIPE_SEM)
#define LHOLD(c,i) (LIVE_C(CI(c,1+(i))) && !nout[nd[CI(c,1+(i))]])
#define SHOLD(c,i) (MLIVE(c,i) && !nout[nd[CI(c,0)]])
#define SAFE (LHOLD(0,0) + LHOLD(0,1) + LHOLD(1,0) + LHOLD(1,1) <= NLEASE && SHOLD(0,0) + SHOLD(0,1) + SHOLD(1,0) + SHOLD(1,1) <= 1)
#elif defined(COHORT)
#define HOLD(c,i) (MLIVE(c,i) && !nout[nd[CI(c,0)]])
#define SAFE (HOLD(0,0) + HOLD(0,1) + HOLD(1,0) + HOLD(1,1) <= 1)
#else
#define HOLD(ci) (LIVE_C(ci) && !nout[nd[ci]])
#if NK == 1
#define SAFE (HOLD(0) + HOLD(1) <= 1)
#else
#define SAFE (HOLD(0) + HOLD(1) + HOLD(2) + HOLD(3) <= 1)
#endif
#endif

#ifdef MUT_NOWATCH
#define NOWATCH_OFF false
#else
#define NOWATCH_OFF true
#endif

/* ================================================================ the stream */

/* a request goes to the server (the caller checked conn) */
inline enq(c, t, kk, aa, bb, mm) {
  printf("LOG c%d sends %d k%d a%d\n", c, t, kk, aa);
  assert(ql[c] < QN);
  Q[c].e[ql[c]].ty = t; Q[c].e[ql[c]].k = kk; Q[c].e[ql[c]].a = aa; Q[c].e[ql[c]].r2 = bb;
  Q[c].e[ql[c]].res = mm; Q[c].e[ql[c]].st = S_UN; Q[c].e[ql[c]].rc = 0; Q[c].e[ql[c]].zx = 0;
#ifdef TIMED
  Q[c].e[ql[c]].sa = 0;
  Q[c].e[ql[c]].fl = 0;
  if
  :: ISPROOF(t) -> floor_of(c, Q[c].e[ql[c]].fl)
  :: else -> skip
  fi;
  ls[c] = 0;
#if defined(MUT_OLDRULE)
  if :: t != T_PING -> zp[c] = 0 :: else -> skip fi;
#endif
#endif
  ql[c]++
}

/* an event or a watch-triggered answer goes in front of everything not yet processed */
inline put_event(c, t, kk, z, nn) {
  printf("LOG c%d gets event %d k%d zx%d queued\n", c, t, kk, z);
  assert(ql[c] < QN);
  jj = ql[c];
  do
  :: jj > qp[c] -> Q[c].e[jj].ty = Q[c].e[jj-1].ty; Q[c].e[jj].k = Q[c].e[jj-1].k;
                   Q[c].e[jj].a = Q[c].e[jj-1].a; Q[c].e[jj].r2 = Q[c].e[jj-1].r2;
                   Q[c].e[jj].rc = Q[c].e[jj-1].rc; Q[c].e[jj].res = Q[c].e[jj-1].res;
                   Q[c].e[jj].st = Q[c].e[jj-1].st; Q[c].e[jj].zx = Q[c].e[jj-1].zx;
#ifdef TIMED
                   Q[c].e[jj].sa = Q[c].e[jj-1].sa; Q[c].e[jj].fl = Q[c].e[jj-1].fl;
#endif
                   jj--
  :: else -> break
  od;
  Q[c].e[qp[c]].ty = t; Q[c].e[qp[c]].k = kk; Q[c].e[qp[c]].a = nn; Q[c].e[qp[c]].r2 = 0;
  Q[c].e[qp[c]].rc = 0; Q[c].e[qp[c]].res = 0; Q[c].e[qp[c]].st = S_DN; Q[c].e[qp[c]].zx = z;
#ifdef TIMED
  Q[c].e[qp[c]].sa = 0; Q[c].e[qp[c]].fl = 0;
#endif
  ql[c]++; qp[c]++
}

/* removes entry p of client c's stream */
inline drop_at(c, p) {
  jj = p;
  do
  :: jj + 1 < ql[c] -> Q[c].e[jj].ty = Q[c].e[jj+1].ty; Q[c].e[jj].k = Q[c].e[jj+1].k;
                       Q[c].e[jj].a = Q[c].e[jj+1].a; Q[c].e[jj].r2 = Q[c].e[jj+1].r2;
                       Q[c].e[jj].rc = Q[c].e[jj+1].rc; Q[c].e[jj].res = Q[c].e[jj+1].res;
                       Q[c].e[jj].st = Q[c].e[jj+1].st; Q[c].e[jj].zx = Q[c].e[jj+1].zx;
#ifdef TIMED
                       Q[c].e[jj].sa = Q[c].e[jj+1].sa; Q[c].e[jj].fl = Q[c].e[jj+1].fl;
#endif
                       jj++
  :: else -> break
  od;
  ql[c]--;
  Q[c].e[ql[c]].ty = 0; Q[c].e[ql[c]].k = 0; Q[c].e[ql[c]].a = 0; Q[c].e[ql[c]].r2 = 0;
  Q[c].e[ql[c]].rc = 0; Q[c].e[ql[c]].res = 0; Q[c].e[ql[c]].st = 0; Q[c].e[ql[c]].zx = 0;
#ifdef TIMED
  Q[c].e[ql[c]].sa = 0; Q[c].e[ql[c]].fl = 0;
#endif
}

/* ================================================================ the validity window (TIMED) */
#ifdef TIMED
/* fl := the age of the proof's floor (at least W: the anchor is never after the send), so that,
 * aged with the request, deadline - now = W + VALID - fl when the answer comes */
inline floor_of(c, fl_) {
#if defined(MUT_OLDRULE)
  /* the rule before issue 20 (lease.c zkl_lease_anchor, gone since): gap = sent - prev; a gap
   * of T/3 or more with nothing outstanding was pinged
   * and counts as T/3 (6.67 ticks: rounded up to 7, the anchor 2 ticks before the send, which
   * favours the old rule); anchor = sent - (gap - I) when gap > I. */
  jcnt = 0;
  for (jj : 0 .. QN-1) { if :: jj < ql[c] && Q[c].e[jj].ty != T_PING && !ISEVENT(Q[c].e[jj].ty) -> jcnt++ :: else -> skip fi }
  if
  :: jcnt == 0 && zp[c] >= LIBPING -> fl_ = WW + LIBPING - IVL
  :: zp[c] > IVL -> fl_ = WW + zp[c] - IVL
  :: else -> fl_ = WW
  fi
#else
  /* validity.c zkl_validity_floor: the latest of the send time of our latest request answered at
   * or before s - W (or the session's creation) and the conn floor; zkl_validity_anchor: the
   * anchor floor + W, never after s (an age of at least W) */
  fl_ = fd[c].d[WW];
  if :: cfl[c] < fl_ -> fl_ = cfl[c] :: else -> skip fi;
  if :: fl_ < WW -> fl_ = WW :: else -> skip fi
#endif
}
#define NEWDL(fl_) (fl_ >= DEADAGE -> 0 : DEADAGE - fl_)
#endif

/* ================================================================ engine: acquire.c, release.c */

/* gen++: every reply and watch of the contender's earlier steps is dropped when it comes
 * (release.c zkl_reply_current) */
inline stale(ci) {
  for (jq : 0 .. QN-1) {
    if
    :: jq < ql[ci/NK] && Q[ci/NK].e[jq].k == (ci % NK) && Q[ci/NK].e[jq].ty != T_REFR && Q[ci/NK].e[jq].ty != T_OWNW && Q[ci/NK].e[jq].ty != E_ODEL && Q[ci/NK].e[jq].ty != E_OCHG && Q[ci/NK].e[jq].ty != E_DCHLD -> Q[ci/NK].e[jq].k = NIL
    :: else -> skip
    fi
  }
  wreg[ci] = 0; wact[ci] = 0; creg[ci] = 0; cact[ci] = 0;
  al[ci] = 0; areg[ci] = 0; aact[ci] = 0     /* a watch set's events are of the step left (zkl_drop_wait_watch) */
}

/* a contender that ends leaves every refresh it was in */
inline leave_refresh(ci) {
  for (jq : 0 .. QN-1) {
    if
    :: jq < ql[ci/NK] && Q[ci/NK].e[jq].ty == T_REFR -> Q[ci/NK].e[jq].res = Q[ci/NK].e[jq].res & ~(1 << (ci % NK))
    :: else -> skip
    fi
  }
}

inline park(ci, what) {
  stale(ci);
  ph[ci] = P_PARKED;
  pp[ci] = what
}

inline finish_done(ci) {
  stale(ci);
  leave_refresh(ci);
  oreg[ci] = 0; oact[ci] = 0; ook[ci] = 0; ows[ci] = 0;
  dreg[ci] = 0; dact[ci] = 0; dok[ci] = 0;
  ph[ci] = P_DONE;
#ifdef COHORT
  if
  :: (ci % NK) == 0 && csv[ci/NK] ->   /* handoff.c carrier_done: the node under the queue is gone */
     csv[ci/NK] = 0;
     if :: chd[ci/NK] != NIL -> mst[MI(ci/NK, chd[ci/NK])] = M_LOST; chd[ci/NK] = NIL :: else -> skip fi
  :: else -> skip
  fi
#endif
}

inline send_create(ci) {
  stale(ci);
  nd[ci] = NIL; ndel[ci] = 0; own[ci] = 0;
  oreg[ci] = 0; oact[ci] = 0; ook[ci] = 0; ows[ci] = 0;   /* acquire.c set_node: ngen moves on */
  dreg[ci] = 0; dact[ci] = 0; dok[ci] = 0;                /* (in C the old stand-in's event could only disarm) */
  if
  :: na[ci] >= KA -> finish_done(ci); printf("MSC: out of node slots\n")   /* model bound: acquisition fails */
  :: else ->
     pend[ci] = ci*KA + na[ci];
     na[ci]++;
     ph[ci] = P_CREATING;
     if
     :: !conn[ci/NK] -> park(ci, P_CREATING)      /* the library queues it; redone on reconnect */
     :: conn[ci/NK] && fx[ci] != NIL ->   /* multi[check(W), create(R)], its exists behind it */
        enq(ci/NK, T_CFIX, ci % NK, pend[ci], fx[ci], 0);
        enq(ci/NK, T_STAT, ci % NK, pend[ci], 0, 0)
     :: conn[ci/NK] && fx[ci] == NIL ->
        enq(ci/NK, T_CREATE, ci % NK, pend[ci], 0, 0);
        if
        :: KIND(ci) == K_LEASE -> enq(ci/NK, T_LISTW, ci % NK, DIR(KIND(ci)), 0, 0)
        :: KIND(ci) != K_LEASE -> enq(ci/NK, T_LISTD, ci % NK, DIR(KIND(ci)), 0, 0)    /* with the stand-in watch */
#ifndef STANDIN_ALWAYS   /* a narrower run: the stand-in every time (the mutants of the stand-in) */
        :: KIND(ci) != K_LEASE -> enq(ci/NK, T_LIST, ci % NK, DIR(KIND(ci)), 0, 0)     /* without it: the session's last
                            listing of the directory showed others (ahead.c zkl_dir_busy, a hint: either, any time) */
#endif
        fi
     fi
  fi
}

inline relist(ci) {
  stale(ci);
  ph[ci] = P_LISTING;
  if
  :: !conn[ci/NK] -> park(ci, P_LISTING)
  :: else ->
     if
     :: KIND(ci) == K_LEASE -> enq(ci/NK, T_LISTW, ci % NK, DIR(KIND(ci)), 0, 0)
     :: else -> enq(ci/NK, T_LIST, ci % NK, DIR(KIND(ci)), 0, 0)
     fi
  fi
}

/* revoke.c zkl_watch_node: our node watches itself (getData + data watch) from the wait in line on
 * and while held; asked or armed already, it is not asked again */
#define NWATCH0(ci) (!ook[ci] && !ows[ci] && !oact[ci])   /* C: nwatch == 0 */
inline watch_node(ci) {
  if
  :: NOWATCH_OFF && conn[ci/NK] && NWATCH0(ci) -> ows[ci] = 1; enq(ci/NK, T_OWNW, ci % NK, nd[ci], 0, 0)
  :: else -> skip
  fi
}

inline send_watch(ci, n) {
  stale(ci);
  wn[ci] = n;
  ph[ci] = P_WATCHING;
  if
  :: !conn[ci/NK] -> park(ci, P_LISTING)
  :: else ->
     watch_node(ci);                        /* our own node's watch first (armed once, it stays) */
     enq(ci/NK, T_WGET, ci % NK, n, 0, 0)
  fi
}

/* acquire.c send_watch_set (the lock option watch_ahead, default 32: at least every node ahead here):
 * a waiter with more than one blocking node ahead watches each of them (predicate.c blockers: a mutex
 * or latch every node ahead, a reader the writers ahead; a writer is not here), pipelined after its
 * own node's watch; called from decide, whose listing (jmask) and key (ours) it uses. MUT_DROPAHEAD:
 * the node just ahead (jbest) is not watched */
#ifdef MUT_DROPAHEAD
#define DROPPED(n) ((n) == jbest)
#else
#define DROPPED(n) false
#endif
inline send_watch_set(ci) {
  stale(ci);
  ph[ci] = P_WATCHING;
  if
  :: !conn[ci/NK] -> park(ci, P_LISTING)
  :: else ->
     watch_node(ci);                        /* our own node's watch first, as for one */
     for (jn : 0 .. NN-1) {
       if
       :: (jmask & (1 << jn)) && jn != nd[ci] && KEY(jn) < ours && (KIND(ci) != K_READ || NKIND(jn) == K_WRIT) && !DROPPED(jn) ->
          al[ci]++; enq(ci/NK, T_AGET, ci % NK, jn, 0, 0)
       :: else -> skip
       fi
     }
  fi
}

inline send_delete(ci) {
  stale(ci);
  oreg[ci] = 0; oact[ci] = 0; ook[ci] = 0;
  dreg[ci] = 0; dact[ci] = 0; dok[ci] = 0;
  ph[ci] = P_DELETING;
  if
  :: !conn[ci/NK] -> park(ci, P_DELETING)
  :: else -> enq(ci/NK, T_DEL, ci % NK, nd[ci], 0, 0)
  fi
}

inline send_confirm(ci) {
  stale(ci);
  ph[ci] = P_CONFIRMING;
  if
  :: !conn[ci/NK] -> park(ci, P_LISTING)
  :: else ->
#ifdef PROP_CONF
     watch_node(ci);      /* PROP_CONF (in PROP_OWN): our node's watch (its get checks the owner) ahead of the check */
#endif
     enq(ci/NK, T_CONF, ci % NK, nd[ci], 0, 0)
  fi
}

/* acquire.c send_stat: the exists on our own node, a step of its own (a read: any server answers) */
inline send_stat(ci) {
  stale(ci);
  ph[ci] = P_STATING;
  if
  :: !conn[ci/NK] -> park(ci, (fx[ci] != NIL -> P_FINDING : P_LISTING))
  :: else -> enq(ci/NK, T_STAT, ci % NK, nd[ci], 0, 0)
  fi
}

inline send_find(ci) {
  stale(ci);
  ph[ci] = P_FINDING;
  if
  :: !conn[ci/NK] -> park(ci, P_FINDING)
  :: else ->
#ifndef MUT_NOSYNC
     enq(ci/NK, T_SYNC, ci % NK, DIR(KIND(ci)), 0, 0);   /* sync pipelined with the listing */
#endif
     enq(ci/NK, T_FIND, ci % NK, DIR(KIND(ci)), 0, 0)
  fi
}

/* acquire.c hold_now: the contender says "held" (a carrier: its first member is granted by
 * handoff.c advance, from the settle) and watches its own node */
inline hold_now(ci) {
  printf("LOG c%d k%d HELD on node %d (dl %d)\n", ci/NK, ci%NK, nd[ci], dl[ci]);
  S2(ci/NK, nd[ci]);
  rpend[ci/NK] = 1;
  ph[ci] = P_HELD;
  if :: !dok[ci] -> watch_node(ci) :: else -> skip fi    /* the stand-in serves until it fires */
}

/* an old proof (older than I), or none, is confirmed first */
inline held_or_confirm(ci) {
#ifdef TIMED
  if
  :: dl[ci] + IVL < VALID -> send_confirm(ci)
  :: else -> hold_now(ci)
  fi
#else
  if
  :: dl[ci] == 0 -> send_confirm(ci)
  :: true -> send_confirm(ci)       /* the wait in line was long */
  :: dl[ci] != 0 -> hold_now(ci)
  fi
#endif
}

/* acquire.c ours(): our node is ours to hold on: its watch saw no deletion, and its watch is armed
 * and has not fired with an answer on this connection (zkl_node_watched), or an answer on this
 * connection showed our session owns it with no event on that watch since (owner_seen) */
#define NODE_WATCHED(ci) (conn[ci/NK] && (ook[ci] || dok[ci]) && ans[ci/NK])
#define OURS(ci) (nd[ci] == NIL || (!ndel[ci] && (NODE_WATCHED(ci) || own[ci])))
#ifdef PROP_CONF
#define OURS_C(ci) (nd[ci] == NIL || (!ndel[ci] && NODE_WATCHED(ci)))   /* PROP_CONF: an owner seen before the check does not count */
#else
#define OURS_C(ci) OURS(ci)
#endif

/* acquire.c become_held: a node whose watch saw it go is contended for afresh (a node of its name is
 * not ours); one not seen ours is read first (send_stat: on_stat checks the owner); an old proof
 * (older than I), or none, is confirmed first (the czxid is always known here: create2's stat, or
 * the exists before). MUT_NOOWNER: on names alone, as before */
inline become_held(ci) {
#ifndef MUT_NOOWNER
  if
  :: ndel[ci] -> send_create(ci)                                   /* create_again */
  :: !ndel[ci] && !OURS(ci) -> send_stat(ci)
  :: else -> held_or_confirm(ci)
  fi
#else
  held_or_confirm(ci)
#endif
}

/* release.c zkl_abandon: release (held) or give up (waiting) */
inline abandon(ci) {
  if :: ph[ci] == P_HELD -> rel[ci] = 1 :: else -> canc[ci] = 1 fi;
  if
  :: ph[ci] == P_CREATING || ph[ci] == P_FINDING || ph[ci] == P_DELETING || ph[ci] == P_DONE || ph[ci] == P_IDLE -> skip
  :: ph[ci] == P_PARKED ->
     if
     :: pp[ci] == P_FINDING -> skip
     :: pp[ci] == P_CREATING -> finish_done(ci)
     :: else ->
        if
        :: nd[ci] != NIL -> pp[ci] = P_DELETING
        :: else -> finish_done(ci)
        fi
     fi
  :: else ->
     if
     :: nd[ci] != NIL -> send_delete(ci)
     :: else -> finish_done(ci)
     fi
  fi
}

/* release.c zkl_lost_hold: the hold ended without a release */
inline lost_hold(ci, deleted) {
  if
  :: lost[ci] || ph[ci] == P_DONE -> skip
  :: else ->
#ifdef COHORT
     if
     :: (ci % NK) == 0 && csv[ci/NK] ->
        csv[ci/NK] = 0;
        if :: chd[ci/NK] != NIL -> mst[MI(ci/NK, chd[ci/NK])] = M_LOST; chd[ci/NK] = NIL :: else -> skip fi
     :: else -> skip
     fi;
#endif
     lost[ci] = 1;
     if
     :: ph[ci] != P_HELD ->
#ifdef COHORT
        if :: (ci % NK) == 0 -> abandon(ci) :: else -> skip fi
#else
        skip
#endif
     :: else ->
        rel[ci] = 1;
        if
        :: !deleted && nd[ci] != NIL -> send_delete(ci)
        :: else -> finish_done(ci)
        fi
     fi
  fi
}

/* acquire.c decide (the predicates of predicate.c) on a listing: jmask = the visible slots of our directory */
inline decide(ci) {
  if
  :: !(jmask & (1 << nd[ci])) -> send_create(ci)      /* our node is gone: contend again */
  :: else ->
     jbest = NIL; jsec = NIL; jcnt = 0; ours = KEY(nd[ci]);
     for (jn : 0 .. NN-1) {
       if
       :: (jmask & (1 << jn)) && jn != nd[ci] && KEY(jn) < ours && (KIND(ci) != K_READ || NKIND(jn) == K_WRIT) ->
          jcnt++;
          if
          :: jbest == NIL || KEY(jn) > KEY(jbest) -> jsec = jbest; jbest = jn
          :: else -> if :: jsec == NIL || KEY(jn) > KEY(jsec) -> jsec = jn :: else -> skip fi
          fi
       :: else -> skip
       fi
     }
     if
     :: KIND(ci) == K_LEASE ->
        jcnt = 0;
        for (jn : 0 .. NN-1) { if :: jmask & (1 << jn) -> jcnt++ :: else -> skip fi }
        if
        :: jcnt <= NLEASE -> become_held(ci)
        :: else -> ph[ci] = P_WATCHING        /* the listing armed the child watch */
        fi
     :: KIND(ci) != K_LEASE && jcnt == 0 -> become_held(ci)                          /* G_LIST */
     :: KIND(ci) != K_LEASE && jcnt > 0 ->
        ah[ci] = jcnt;
        nx[ci] = (jcnt >= 2 -> jsec : NIL);
        if
        :: AHEAD_SET(ci) -> send_watch_set(ci)                                       /* G_AHEAD */
        :: !AHEAD_SET(ci) && FAR_SET(ci) -> ah[ci] = FAR_AH; nx[ci] = NIL; send_watch(ci, jsec)   /* G_FAR */
        :: !AHEAD_SET(ci) && !FAR_SET(ci) -> send_watch(ci, jbest)
        fi
     fi
  fi
}

/* acquire.c predecessor_gone: the watched node is gone. The last one ahead: held if our own node's
 * watch is armed, has not fired and an answer came on this connection (revoke.c zkl_node_watched:
 * a deletion of ours before this event was heard first), else after a read of our node (send_stat;
 * on_stat says held). An outsider may have deleted it while we waited (G_GONE) */
#ifdef MUT_NOANS
#define GONE_WATCHED(ci) (conn[ci/NK] && (ook[ci] || dok[ci]))    /* mutant: no answer on this connection asked */
#else
#define GONE_WATCHED(ci) (conn[ci/NK] && (ook[ci] || dok[ci]) && ans[ci/NK])
#endif
/* acquire.c one_gone: one of the nodes ahead we watch all of went (its event, or its get found it
 * gone); when it was the last, nothing blocks us: held under path 2's rule (our node's watch armed,
 * not fired, an answer on this connection), else after a read of our node, as predecessor_gone */
inline one_gone(ci) {
  al[ci]--;
  if
  :: al[ci] > 0 -> skip
  :: else ->
     if
     :: GONE_WATCHED(ci) -> stale(ci); become_held(ci)              /* G_AHEAD, on the watch */
     :: else -> send_stat(ci)                                      /* G_AHEAD, on the read */
     fi
  fi
}

/* acquire.c on_aget: the get that armed the watch on one of them */
inline on_aget(ci, rc) {
  if
  :: ph[ci] != P_WATCHING || al[ci] == 0 -> skip
  :: else ->
     if
     :: rc == RC_OK -> skip                      /* armed */
     :: rc == RC_NONODE -> one_gone(ci)          /* gone before we could watch it */
     :: rc == RC_CLOSS -> park(ci, P_LISTING)
     :: else -> finish_done(ci)
     fi
  fi
}

inline predecessor_gone(ci) {
  if
  :: ah[ci] == NIL || ah[ci] < 1 || (KIND(ci) == K_WRIT && NKIND(wn[ci]) == K_WRIT) -> relist(ci)
  :: else ->
     if
#ifdef MUT_NOREAD
     :: ah[ci] == 1 -> stale(ci); become_held(ci)          /* mutant: neither the watch nor the read */
#else
     :: ah[ci] == 1 && GONE_WATCHED(ci) -> stale(ci); become_held(ci)     /* G_GONE, on the watch */
     :: ah[ci] == 1 && !GONE_WATCHED(ci) -> send_stat(ci)                 /* G_GONE, on the read */
#endif
     :: ah[ci] == 2 && nx[ci] != NIL -> ah[ci] = 1; jn = nx[ci]; nx[ci] = NIL; send_watch(ci, jn)
     :: else -> relist(ci)
     fi
  fi
}

/* ================================================================ engine: replies (acquire.c on_*) */

/* on_create, on_dcreate (a downgrade's multi: the exists behind it goes on to on_stat) */
inline on_create(ci, rc, z) {
  if
  :: rc == RC_OK ->
     nd[ci] = pend[ci]; ndel[ci] = 0;
     own[ci] = (fx[ci] == NIL);              /* create2 made it ours (on_dcreate: the exists behind it tells) */
#ifdef TIMED
     dl[ci] = NEWDL(Q[ci/NK].e[0].fl);       /* the create proves the session (validity.c zkl_validity_anchor) */
#else
     dl[ci] = 1;
#endif
     if
     :: canc[ci] -> send_delete(ci)
     :: !canc[ci] && fx[ci] != NIL -> ph[ci] = P_STATING        /* the exists behind it: on_stat, G_DOWN */
     :: !canc[ci] && fx[ci] == NIL -> ph[ci] = P_LISTING        /* the listing is on its way */
     fi
  :: rc == RC_CLOSS -> park(ci, P_FINDING)
  :: rc == RC_NONODE && !canc[ci] -> fx[ci] = NIL; send_create(ci)   /* check(W) failed: contend in order */
  :: rc == RC_EXISTS && !canc[ci] -> nd[ci] = pend[ci]; ndel[ci] = 0; own[ci] = 0; dl[ci] = 0; ph[ci] = P_STATING  /* our fixed name: found */
  :: rc == RC_EXISTS && canc[ci] -> nd[ci] = pend[ci]; send_delete(ci)
  :: else -> finish_done(ci)     /* cancelled, or the session expired */
  fi
}

inline on_list(ci, rc) {
  if
  :: ph[ci] != P_LISTING || canc[ci] || rel[ci] -> skip
  :: else ->
     if
     :: rc == RC_OK -> decide(ci)                                                    /* G_RELIST */
     :: rc == RC_CLOSS -> park(ci, P_LISTING)
     :: else -> finish_done(ci)
     fi
  fi
}

inline on_find(ci, rc) {
  if
  :: rc == RC_CLOSS -> park(ci, P_FINDING)
  :: rc != RC_OK && rc != RC_CLOSS -> finish_done(ci)
  :: else ->
     jn = NIL;
     /* the protected prefix of the create whose reply was lost (a contender that contends afresh
      * takes a new one: a node with an old name is never taken for ours) */
     if :: pend[ci] != NIL && (jmask & (1 << pend[ci])) -> jn = pend[ci] :: else -> skip fi;
     if
     :: jn == NIL && canc[ci] -> finish_done(ci)
     :: jn == NIL && !canc[ci] -> send_create(ci)
     :: jn != NIL && canc[ci] -> nd[ci] = jn; send_delete(ci)
     :: jn != NIL && !canc[ci] ->                                                     /* G_FOUND */
        nd[ci] = jn; ndel[ci] = 0; own[ci] = 0;
        dl[ci] = 0;                  /* its proof is unknown: confirm before held */
        stale(ci);
        ph[ci] = P_LISTING;
        if
        :: fx[ci] != NIL -> send_stat(ci)     /* a downgrade's node: its exists, then held (confirmed) */
        :: else ->
           /* its exists (the czxid, the owner), and behind it the listing that decides */
           if
           :: !conn[ci/NK] -> park(ci, P_LISTING)
           :: conn[ci/NK] -> enq(ci/NK, T_STAT, ci % NK, nd[ci], 0, 0);
              if
              :: KIND(ci) == K_LEASE -> enq(ci/NK, T_LISTW, ci % NK, DIR(KIND(ci)), 0, 0)
              :: else -> enq(ci/NK, T_LIST, ci % NK, DIR(KIND(ci)), 0, 0)
              fi
           fi
        fi
     fi
  fi
}

inline on_wget(ci, rc) {
  if
  :: ph[ci] != P_WATCHING -> skip
  :: else ->
     if
     :: rc == RC_OK -> skip              /* armed */
     :: rc == RC_NONODE -> predecessor_gone(ci)
     :: rc == RC_CLOSS -> park(ci, P_LISTING)
     :: else -> finish_done(ci)
     fi
  fi
}

/* on_stat: the exists asked before saying held (predecessor_gone, become_held, a downgrade's node),
 * or with the listing behind it that decides (on_find: P_LISTING). A node of our name that another
 * session owns is not ours: contend afresh (a new node, a new protected prefix; a downgrade's read
 * node no longer keeps its place) */
inline on_stat(ci, rc) {
  if
  :: ph[ci] == P_LISTING ->                                /* deciding: the listing behind it goes on */
     if
     :: rc == RC_FOREIGN -> fx[ci] = NIL; send_create(ci)  /* contend_afresh */
     :: rc == RC_OK -> own[ci] = 1
     :: else -> skip
     fi
  :: ph[ci] != P_STATING && ph[ci] != P_LISTING -> skip
  :: ph[ci] == P_STATING && rc == RC_FOREIGN -> fx[ci] = NIL; send_create(ci)     /* contend_afresh */
  :: ph[ci] == P_STATING && rc == RC_OK -> own[ci] = 1; become_held(ci)           /* G_GONE, G_DOWN */
  :: ph[ci] == P_STATING && rc == RC_NONODE -> nd[ci] = NIL; send_create(ci)   /* gone (from outside): contend again */
  :: ph[ci] == P_STATING && rc == RC_CLOSS -> park(ci, (fx[ci] != NIL -> P_FINDING : P_LISTING))
  :: ph[ci] == P_STATING && rc != RC_FOREIGN && rc != RC_OK && rc != RC_NONODE && rc != RC_CLOSS -> finish_done(ci)
  fi
}

inline on_confirm(ci, rc) {
  if
  :: rc == RC_OK ->                                                                  /* G_CONFIRM */
#ifdef TIMED
     dl[ci] = NEWDL(Q[ci/NK].e[0].fl);
#else
     dl[ci] = 1;
#endif
#ifndef MUT_NOOWNER
     /* the check proves only that a node of our name exists */
     if
     :: ndel[ci] -> send_create(ci)
     :: !ndel[ci] && !OURS_C(ci) -> send_stat(ci)
     :: else -> hold_now(ci)
     fi
#else
     hold_now(ci)
#endif
  :: rc == RC_NONODE -> send_create(ci)
  :: rc == RC_CLOSS -> park(ci, P_LISTING)
  :: else -> finish_done(ci)
  fi
}

inline on_delete(ci, rc) {
  if
  :: rc == RC_CLOSS -> park(ci, P_DELETING)
  :: else -> finish_done(ci)
  fi
}

/* acquire.c zkl_gone_waiting: our node went while we waited in line: contend again */
inline gone_waiting(ci) {
  if
  :: ph[ci] == P_WATCHING && !canc[ci] && !rel[ci] -> nd[ci] = NIL; send_create(ci)
  :: else -> skip
  fi
}

/* revoke.c on_get, on_event: the node watch, armed from the wait in line on (send_watch, hold_now);
 * its answers carry the node (ngen): another node's are not ours */
inline on_ownw(ci, rc, n) {
  if
  :: n != nd[ci] || ph[ci] == P_DONE -> skip
  :: else ->
     ows[ci] = 0;
     /* a node of our name that another session owns: as gone (its watch taken back: never armed here) */
     if :: rc == RC_FOREIGN -> rc = RC_NONODE :: else -> skip fi;
     if :: rc == RC_OK -> ook[ci] = 1; own[ci] = 1 :: else -> skip fi;          /* nwatch = 2, or 0 */
     if :: rc == RC_NONODE -> ndel[ci] = 1; own[ci] = 0 :: else -> skip fi;
     if
     :: lost[ci] || rel[ci] || canc[ci] -> skip
     :: ph[ci] == P_HELD && rc == RC_NONODE && NOWATCH_OFF -> lost_hold(ci, 1)   /* gone before we could watch it */
     :: ph[ci] == P_WATCHING && rc == RC_NONODE -> gone_waiting(ci)
     :: else -> skip
     fi
  fi
}

inline own_gone(ci, n) {
  if
  :: n != nd[ci] || ph[ci] == P_DONE -> skip
  :: else ->
     ook[ci] = 0; ndel[ci] = 1; own[ci] = 0;
     if
     :: lost[ci] || rel[ci] || canc[ci] -> skip
     :: ph[ci] == P_HELD && NOWATCH_OFF -> lost_hold(ci, 1)                      /* "deleted"; the mutant ignores it */
     :: ph[ci] == P_WATCHING -> gone_waiting(ci)
     :: else -> skip
     fi
  fi
}

/* revoke.c on_event, a data change (SetWatches after a reconnect: a node of our name newer than our
 * last zxid, i.e. one that replaced ours): nothing of ours is known; a hold or a wait reads and
 * watches it again (its get tells whose it is) */
inline own_chg(ci, n) {
  if
  :: n != nd[ci] || ph[ci] == P_DONE -> skip
  :: else ->
     ook[ci] = 0; own[ci] = 0;
     if
     :: (ph[ci] == P_HELD && !rel[ci] && !lost[ci]) || ph[ci] == P_WATCHING -> watch_node(ci)
     :: else -> skip
     fi
  fi
}

/* acquire.c on_dwatch: the stand-in fired; a hold arms our node's watch now */
inline on_dwatch(ci) {
#ifndef MUT_DIRSTALE
  dok[ci] = 0;
#endif
#ifdef PROP_DW
  own[ci] = 0;        /* PROP_DW (exploration, not the C): the stand-in's event clears owner_seen too */
#endif
  if
  :: ph[ci] == P_HELD && !rel[ci] && !lost[ci] -> watch_node(ci)
  :: else -> skip
  fi
}

/* refresh.c on_refresh: res = the contenders proven, r2 = the one found missing */
inline on_refresh(c, rc, mask, miss) {
  rfo[c] = 0;
  for (jc : 0 .. NK-1) {
    if
    :: (mask & (1 << jc)) && ph[CI(c,jc)] == P_HELD && !lost[CI(c,jc)] && !rel[CI(c,jc)] && dl[CI(c,jc)] > 0 ->
       if
       :: rc == RC_OK ->
#ifdef TIMED
          jn = NEWDL(Q[c].e[0].fl);
          if :: jn > dl[CI(c,jc)] -> dl[CI(c,jc)] = jn :: else -> skip fi;
#endif
          skip
       :: rc == RC_NONODE && miss == jc -> lost_hold(CI(c,jc), 1)
       :: else -> skip
       fi
#ifdef MUT_REVIVE
    :: (mask & (1 << jc)) && (ph[CI(c,jc)] == P_HELD || ph[CI(c,jc)] == P_DELETING) && dl[CI(c,jc)] == 0 && rc == RC_OK ->
       /* mutant: the late answer revives a hold past its deadline */
#ifdef TIMED
       dl[CI(c,jc)] = NEWDL(Q[c].e[0].fl);
#else
       dl[CI(c,jc)] = 1;
#endif
       ph[CI(c,jc)] = P_HELD; lost[CI(c,jc)] = 0; rel[CI(c,jc)] = 0
#endif
    :: else -> skip
    fi
  };
  if :: rc != RC_OK -> asap[c] = 1 :: else -> skip fi
}

#ifdef PROP_PZ
/* PROP_PZ (in PROP_OWN), a proposal (not the C): a listing whose directory changed after our node was created
 * (getChildren2's pzxid) may show a node of our name that replaced ours: an owner seen before it
 * (the create, a found node's exists) counts only when our node's watch covers the interval, and
 * the stand-in (armed by this listing) does not stand for it */
#define PZ_OK(ci) (ook[ci] || Q[(ci)/NK].e[0].r2 <= ncz[nd[ci]])
#define PZ_CHECK(ci) if :: jkd == RC_OK && ph[ci] == P_LISTING && nd[ci] != NIL && !PZ_OK(ci) -> own[ci] = 0 :: else -> skip fi
#else
#define PZ_OK(ci) true
#define PZ_CHECK(ci) skip
#endif

#ifdef TIMED
/* refresh.c zkl_refresh_proven: a write of ours that succeeded (a create, a delete, a multi, a set)
 * proves every hold of the session whose node watch (or its stand-in) is armed and has not fired,
 * with the anchor its floor at the send gives (validity.c zkl_validity_anchor, as a refresh's: the
 * lease rule is unchanged); never one past its deadline. MUT_WPANS: anchored at the answer's time */
inline write_proof(c) {
#ifdef MUT_WPANS
  jn = VALID;
#else
  jn = NEWDL(Q[c].e[0].fl);
#endif
  for (jm : 0 .. NK-1) {
    if
    :: ph[CI(c,jm)] == P_HELD && !lost[CI(c,jm)] && !rel[CI(c,jm)] && dl[CI(c,jm)] > 0 &&
       (ook[CI(c,jm)] || dok[CI(c,jm)]) && jn > dl[CI(c,jm)] -> dl[CI(c,jm)] = jn
    :: else -> skip
    fi
  }
}
#endif

/* one message from the stream: dispatch (the entry is Q[c].e[0]) */
inline deliver(c) {
  printf("LOG c%d receives %d k%d rc %d zx %d res %d\n", c, Q[c].e[0].ty, Q[c].e[0].k, Q[c].e[0].rc, Q[c].e[0].zx, Q[c].e[0].res);
  jk = Q[c].e[0].k;
  jmask = Q[c].e[0].res;
  if   /* the library forgets a watch when it delivers its event */
  :: jk != NIL && Q[c].e[0].ty == E_PDEL -> wact[CI(c,jk)] = 0
  :: jk != NIL && (Q[c].e[0].ty == E_ODEL || Q[c].e[0].ty == E_OCHG) -> oact[CI(c,jk)] = 0
  :: jk != NIL && Q[c].e[0].ty == E_PCHG -> wact[CI(c,jk)] = 0
  :: jk != NIL && (Q[c].e[0].ty == E_ADEL || Q[c].e[0].ty == E_ACHG) -> aact[CI(c,jk)] = aact[CI(c,jk)] & ~(1 << Q[c].e[0].a)
  :: jk != NIL && Q[c].e[0].ty == E_CHLD -> cact[CI(c,jk)] = 0
  :: jk != NIL && Q[c].e[0].ty == E_DCHLD -> dact[CI(c,jk)] = 0
  :: else -> skip
  fi;
  jkd = Q[c].e[0].rc;
  if
  :: Q[c].e[0].ty == T_REFR -> on_refresh(c, jkd, jmask, Q[c].e[0].r2)
  :: Q[c].e[0].ty == T_HB -> hbo[c] = 0
  :: Q[c].e[0].ty == T_PING -> skip
#ifdef USER_WRITES
  :: Q[c].e[0].ty == T_UW -> uwo[c] = 0
#endif
  :: Q[c].e[0].ty != T_REFR && Q[c].e[0].ty != T_HB && Q[c].e[0].ty != T_PING && Q[c].e[0].ty != T_UW && jk == NIL -> skip  /* gen mismatch */
  :: else ->
     jc = CI(c, jk);
     if
     :: ph[jc] == P_DONE -> skip
     :: else ->
     if
     :: Q[c].e[0].ty == T_CREATE || Q[c].e[0].ty == T_CFIX -> on_create(jc, jkd, 0)
     :: Q[c].e[0].ty == T_LIST || Q[c].e[0].ty == T_LISTW -> PZ_CHECK(jc); on_list(jc, jkd)
     :: Q[c].e[0].ty == T_LISTD ->                      /* acquire.c on_list: the stand-in armed */
        if :: jkd == RC_OK && ph[jc] == P_LISTING && !canc[jc] && !rel[jc] && nd[jc] != NIL && PZ_OK(jc) -> dok[jc] = 1 :: else -> skip fi;
        PZ_CHECK(jc); on_list(jc, jkd)
     :: Q[c].e[0].ty == T_FIND -> on_find(jc, jkd)
     :: Q[c].e[0].ty == T_SYNC -> skip
     :: Q[c].e[0].ty == T_WGET -> on_wget(jc, jkd)
     :: Q[c].e[0].ty == T_OWNW -> on_ownw(jc, jkd, Q[c].e[0].a)
     :: Q[c].e[0].ty == T_DEL -> on_delete(jc, jkd)
     :: Q[c].e[0].ty == T_CONF -> on_confirm(jc, jkd)
     :: Q[c].e[0].ty == T_STAT -> on_stat(jc, jkd)
     :: Q[c].e[0].ty == E_PDEL -> if :: ph[jc] == P_WATCHING && !canc[jc] -> predecessor_gone(jc) :: else -> skip fi
     :: Q[c].e[0].ty == E_CHLD -> if :: ph[jc] == P_WATCHING && !canc[jc] -> relist(jc) :: else -> skip fi
     :: Q[c].e[0].ty == E_ODEL -> own_gone(jc, Q[c].e[0].a)
     :: Q[c].e[0].ty == E_OCHG -> own_chg(jc, Q[c].e[0].a)
     :: Q[c].e[0].ty == E_PCHG -> if :: ph[jc] == P_WATCHING && !canc[jc] -> relist(jc) :: else -> skip fi   /* on_watch: look again */
     :: Q[c].e[0].ty == E_DCHLD -> on_dwatch(jc)
     :: Q[c].e[0].ty == T_AGET -> on_aget(jc, jkd)
     :: Q[c].e[0].ty == E_ADEL -> if :: ph[jc] == P_WATCHING && !canc[jc] && al[jc] > 0 -> one_gone(jc) :: else -> skip fi   /* on_awatch */
     :: Q[c].e[0].ty == E_ACHG -> if :: ph[jc] == P_WATCHING && !canc[jc] && al[jc] > 0 -> relist(jc) :: else -> skip fi    /* on_awatch: look again */
     fi
     fi
  fi;
  /* req.c run: a write of ours answered ZOK on this handle proves the session (after its handler) */
#ifdef TIMED
  if :: ISPROOF(Q[c].e[0].ty) && Q[c].e[0].rc == RC_OK -> write_proof(c) :: else -> skip fi
#endif
}

/* ================================================================ handoff.c: the local hand-off */
#ifdef COHORT
inline start_carrier(c) {
  ph[CI(c,0)] = P_IDLE; lost[CI(c,0)] = 0; rel[CI(c,0)] = 0; canc[CI(c,0)] = 0;
  nd[CI(c,0)] = NIL; ah[CI(c,0)] = NIL; nx[CI(c,0)] = NIL; fx[CI(c,0)] = NIL; dl[CI(c,0)] = 0;
  ook[CI(c,0)] = 0; ows[CI(c,0)] = 0;
  csv[c] = 1; cgr[c] = 0;
  send_create(CI(c,0))
}

/* the local hand-off rule (handoff.c advance, revoke.c zkl_node_watched): connected, the
 * carrier's node watch armed and not fired, an answer on this connection */
#ifdef MUT_NOWATCH
#define LOCAL_OK(c) (conn[c] && ans[c])    /* mutant: no node watch at all */
#else
#define LOCAL_OK(c) (conn[c] && (ook[CI(c,0)] || dok[CI(c,0)]) && ans[c])
#endif

/* handoff.c advance (grant, start_carrier, drop_carrier), run at the end of every step of the
 * client, as zkl_handoff_settle does on the engine's way out */
inline advance(c) {
  if
  :: chd[c] != NIL -> skip
  :: else ->
     if
     :: xp[c] ->
        if :: cq0[c] != NIL -> mst[MI(c, cq0[c])] = M_FAIL; cq0[c] = NIL :: else -> skip fi;
        if :: cq1[c] != NIL -> mst[MI(c, cq1[c])] = M_FAIL; cq1[c] = NIL :: else -> skip fi;
        if :: csv[c] -> csv[c] = 0; abandon(CI(c,0)) :: else -> skip fi
     :: !xp[c] && cq0[c] == NIL ->
        if :: csv[c] -> csv[c] = 0; abandon(CI(c,0)) :: else -> skip fi
     :: !xp[c] && cq0[c] != NIL && !csv[c] ->
        if
        :: ph[CI(c,0)] == P_DONE || ph[CI(c,0)] == P_IDLE -> start_carrier(c)
        :: else -> skip          /* the old node is still going: the new one queues after it */
        fi
     :: !xp[c] && cq0[c] != NIL && csv[c] && ph[CI(c,0)] == P_DONE ->   /* the carrier failed */
        csv[c] = 0;
        mst[MI(c, cq0[c])] = M_FAIL; cq0[c] = NIL;
        if :: cq1[c] != NIL -> mst[MI(c, cq1[c])] = M_FAIL; cq1[c] = NIL :: else -> skip fi
     :: !xp[c] && cq0[c] != NIL && csv[c] && ph[CI(c,0)] != P_DONE ->
        if
        :: LIVE_C(CI(c,0)) && (!cgr[c] || LOCAL_OK(c)) ->                            /* G_LOCAL */
           printf("LOG c%d member %d granted (first %d) on node %d\n", c, cq0[c], !cgr[c], nd[CI(c,0)]);
           S2(c, nd[CI(c,0)]);
           mst[MI(c, cq0[c])] = M_HELD; chd[c] = cq0[c]; cq0[c] = cq1[c]; cq1[c] = NIL; cgr[c] = 1
        :: else -> skip
        fi
     fi
  fi;
  /* a later grant waits for the carrier's node watch: armed again if it is not (nwatch == 0) */
  if
  :: cq0[c] != NIL && chd[c] == NIL && cgr[c] && csv[c] && ph[CI(c,0)] == P_HELD && !lost[CI(c,0)] && !rel[CI(c,0)] && NWATCH0(CI(c,0)) ->
     watch_node(CI(c,0))
  :: else -> skip
  fi
}

inline join(c, i) {
  mst[MI(c,i)] = M_WAIT;
  if :: cq0[c] == NIL -> cq0[c] = i :: else -> cq1[c] = i fi
}

inline member_release(c, i) {
  if
  :: chd[c] == i && mst[MI(c,i)] == M_HELD -> chd[c] = NIL
  :: else -> skip
  fi;
  mst[MI(c,i)] = M_IDLE
}
#define STEP_END(c) advance(c)
#else
#define STEP_END(c) skip
#endif

/* ================================================================ the ZooKeeper servers */

/* a server applied zxid z: watches it triggers for the clients connected to it */
inline fire(s, z) {
  for (js : 0 .. NC-1) {
    if
    :: conn[js] && srv[js] == s && !kick[js] ->
       if :: sclz[js] == z && z != 0 -> kick[js] = 1 :: else -> skip fi;
       for (jm : 0 .. NK-1) {
         if
         :: wreg[CI(js,jm)] && (ndz[wn[CI(js,jm)]] == z || IDZ(wn[CI(js,jm)]) == z) -> wreg[CI(js,jm)] = 0; put_event(js, E_PDEL, jm, z, wn[CI(js,jm)])
         :: else -> skip
         fi;
         if
         :: oreg[CI(js,jm)] && (ndz[onode[CI(js,jm)]] == z || IDZ(onode[CI(js,jm)]) == z) -> oreg[CI(js,jm)] = 0; put_event(js, E_ODEL, jm, z, onode[CI(js,jm)])
         :: else -> skip
         fi;
         if
         :: areg[CI(js,jm)] != 0 ->      /* the nodes ahead watched all at once (an expiry deletes several in one txn) */
            for (jn : 0 .. NN-1) {
              if
              :: (areg[CI(js,jm)] & (1 << jn)) && (ndz[jn] == z || IDZ(jn) == z) ->
                 areg[CI(js,jm)] = areg[CI(js,jm)] & ~(1 << jn); put_event(js, E_ADEL, jm, z, jn)
              :: else -> skip
              fi
            }
         :: else -> skip
         fi;
         if
         :: creg[CI(js,jm)] ->
            jcnt = 0;
            for (jn : 0 .. NN-1) { if :: (ncz[jn] == z || ndz[jn] == z || ICZ(jn) == z || IDZ(jn) == z) && DIR(NKIND(jn)) == DIR(KIND(CI(js,jm))) -> jcnt = 1 :: else -> skip fi }
            if :: jcnt -> creg[CI(js,jm)] = 0; put_event(js, E_CHLD, jm, z, 0) :: else -> skip fi
         :: else -> skip
         fi;
         if
         :: dreg[CI(js,jm)] ->
            jcnt = 0;
            for (jn : 0 .. NN-1) { if :: (ncz[jn] == z || ndz[jn] == z || ICZ(jn) == z || IDZ(jn) == z) && DIR(NKIND(jn)) == DIR(KIND(CI(js,jm))) -> jcnt = 1 :: else -> skip fi }
            if :: jcnt -> dreg[CI(js,jm)] = 0; put_event(js, E_DCHLD, jm, z, 0) :: else -> skip fi
         :: else -> skip
         fi
       }
    :: else -> skip
    fi
  }
}

/* the leader applies a txn: zxl is its zxid */
inline commit_at_leader() {
  zx[0] = zxl;
  fire(0, zxl)
}

/* a follower applies its next txn; a write of its clients waiting for it is answered after it */
inline follower_apply(s) {
  zx[s]++;
  printf("LOG S%d applies zx %d\n", s, zx[s]);
  fire(s, zx[s]);
  for (js : 0 .. NC-1) {
    if
    :: conn[js] && srv[js] == s && qp[js] < ql[js] && Q[js].e[qp[js]].st == S_CW && Q[js].e[qp[js]].zx <= zx[s] ->
       Q[js].e[qp[js]].st = S_DN; qp[js]++
    :: else -> skip
    fi
  }
}

inline expire(c) {
  printf("LOG leader expires session %d\n", c);
  sdead[c] = 1;
  zxl++;
  sclz[c] = zxl;
  for (jn : 0 .. NN-1) { if :: jn / (NK*KA) == c && VIS(jn, 0) -> ndz[jn] = zxl :: else -> skip fi }
  commit_at_leader()
}

/* the server s processes the first unprocessed request of client c (lim: the connection is gone,
 * the answer with it; only what the request does at the servers counts) */
inline process(c, s, lim) {
  jn = Q[c].e[qp[c]].a;
  jkd = Q[c].e[qp[c]].ty;
#ifdef TIMED
  if
  :: s == 0 -> if :: !sdead[c] -> stouch[c] = 0 :: else -> skip fi
  :: else -> ftch[s*NC + c] = 1
  fi;
#endif
  Q[c].e[qp[c]].rc = RC_OK;
  if
  :: sdead[c] && ((ISWRITE(jkd) && jkd != T_SYNC) || s == 0) -> Q[c].e[qp[c]].rc = RC_EXPIRED
  :: else ->
  if
  :: jkd == T_CREATE ->
     zxl++; ncz[jn] = zxl; nsq[jn] = sqc[DIR(NKIND(jn))]; sqc[DIR(NKIND(jn))]++; commit_at_leader()
  :: jkd == T_CFIX ->
     if
     :: ncz[jn] != 0 && NVIS(jn, 0) -> Q[c].e[qp[c]].rc = RC_EXISTS
     :: ncz[jn] != 0 && !NVIS(jn, 0) -> Q[c].e[qp[c]].rc = RC_NONODE     /* model: a slot is created once */
#ifndef MUT_NOCHECK
     :: ncz[jn] == 0 && !NVIS(Q[c].e[qp[c]].r2, 0) -> Q[c].e[qp[c]].rc = RC_NONODE   /* check(W) failed */
#endif
     :: else ->
        zxl++; ncz[jn] = zxl; nsq[jn] = nsq[Q[c].e[qp[c]].r2]; commit_at_leader()
     fi
  :: jkd == T_DEL ->
     if
     :: VIS(jn, 0) -> zxl++; ndz[jn] = zxl; commit_at_leader()
#ifdef IMPOSTOR
     :: IVIS(jn, 0) -> zxl++; idz[jn] = zxl; nimp--; commit_at_leader()     /* by name: the impostor goes */
#endif
     :: else -> Q[c].e[qp[c]].rc = RC_NONODE
     fi
  :: jkd == T_CONF -> if :: !NVIS(jn, 0) -> Q[c].e[qp[c]].rc = RC_NONODE :: else -> skip fi   /* check(node, -1): the name */
  :: jkd == T_STAT ->     /* a read; its stat's ephemeralOwner says whose the node is */
     if
     :: VIS(jn, s) -> skip
     :: IVIS(jn, s) -> Q[c].e[qp[c]].rc = RC_FOREIGN
     :: else -> Q[c].e[qp[c]].rc = RC_NONODE
     fi
  :: jkd == T_REFR ->
     Q[c].e[qp[c]].r2 = NIL;
     for (jm : 0 .. NK-1) {
       if
       :: (Q[c].e[qp[c]].res & (1 << jm)) && Q[c].e[qp[c]].r2 == NIL && !NVIS(nd[CI(c,jm)], 0) ->
          Q[c].e[qp[c]].rc = RC_NONODE; Q[c].e[qp[c]].r2 = jm
       :: else -> skip
       fi
     }
  :: jkd == T_SYNC -> skip
  :: jkd == T_LIST || jkd == T_LISTW || jkd == T_LISTD || jkd == T_FIND ->
     jmask = 0;
     for (jm : 0 .. NN-1) { if :: NVIS(jm, s) && DIR(NKIND(jm)) == jn -> jmask = jmask | (1 << jm) :: else -> skip fi }   /* names */
     Q[c].e[qp[c]].res = jmask;
#ifdef PROP_PZ
     /* getChildren2: the directory's pzxid, the zxid of its latest child created or deleted */
     Q[c].e[qp[c]].r2 = 0;
     for (jm : 0 .. NN-1) {
       if
       :: DIR(NKIND(jm)) == jn ->
          if :: ncz[jm] != 0 && ncz[jm] <= zx[s] && ncz[jm] > Q[c].e[qp[c]].r2 -> Q[c].e[qp[c]].r2 = ncz[jm] :: else -> skip fi;
          if :: ndz[jm] != 0 && ndz[jm] <= zx[s] && ndz[jm] > Q[c].e[qp[c]].r2 -> Q[c].e[qp[c]].r2 = ndz[jm] :: else -> skip fi;
          if :: ICZ(jm) != 0 && ICZ(jm) <= zx[s] && ICZ(jm) > Q[c].e[qp[c]].r2 -> Q[c].e[qp[c]].r2 = ICZ(jm) :: else -> skip fi;
          if :: IDZ(jm) != 0 && IDZ(jm) <= zx[s] && IDZ(jm) > Q[c].e[qp[c]].r2 -> Q[c].e[qp[c]].r2 = IDZ(jm) :: else -> skip fi
       :: else -> skip
       fi
     }
#endif
     if :: jkd == T_LISTW && !lim && Q[c].e[qp[c]].k != NIL -> creg[CI(c, Q[c].e[qp[c]].k)] = 1; cact[CI(c, Q[c].e[qp[c]].k)] = 1 :: else -> skip fi;
     if :: jkd == T_LISTD && !lim && Q[c].e[qp[c]].k != NIL -> dreg[CI(c, Q[c].e[qp[c]].k)] = 1; dact[CI(c, Q[c].e[qp[c]].k)] = 1 :: else -> skip fi
  :: jkd == T_WGET ->
     if
     :: NVIS(jn, s) -> if :: !lim && Q[c].e[qp[c]].k != NIL -> wreg[CI(c, Q[c].e[qp[c]].k)] = 1; wact[CI(c, Q[c].e[qp[c]].k)] = 1 :: else -> skip fi
     :: else -> Q[c].e[qp[c]].rc = RC_NONODE
     fi
  :: jkd == T_AGET ->     /* by name, as the getData on the node ahead */
     if
     :: NVIS(jn, s) -> if :: !lim && Q[c].e[qp[c]].k != NIL -> areg[CI(c, Q[c].e[qp[c]].k)] = areg[CI(c, Q[c].e[qp[c]].k)] | (1 << jn); aact[CI(c, Q[c].e[qp[c]].k)] = aact[CI(c, Q[c].e[qp[c]].k)] | (1 << jn) :: else -> skip fi
     :: else -> Q[c].e[qp[c]].rc = RC_NONODE
     fi
#ifdef USER_WRITES
  :: jkd == T_UW -> zxl++; commit_at_leader()     /* a set elsewhere: a txn that touches no lock */
#endif
  :: jkd == T_OWNW ->
     if
     :: VIS(jn, s) -> if :: !lim && Q[c].e[qp[c]].k != NIL -> oreg[CI(c, Q[c].e[qp[c]].k)] = 1; oact[CI(c, Q[c].e[qp[c]].k)] = 1; onode[CI(c, Q[c].e[qp[c]].k)] = jn :: else -> skip fi
     :: IVIS(jn, s) -> Q[c].e[qp[c]].rc = RC_FOREIGN     /* revoke.c on_get takes the watch back: not armed here */
     :: else -> Q[c].e[qp[c]].rc = RC_NONODE
     fi
  :: else -> skip     /* heartbeat, ping */
  fi
  fi;
  printf("LOG S%d processes c%d req %d a%d -> rc %d zxl %d lim %d\n", s, c, jkd, jn, Q[c].e[qp[c]].rc, zxl, lim);
  if
  :: lim -> drop_at(c, 0)
  :: !lim && ISWRITE(jkd) ->
     Q[c].e[qp[c]].zx = zxl;
     if
     :: zx[s] >= zxl -> Q[c].e[qp[c]].st = S_DN; qp[c]++
     :: else -> Q[c].e[qp[c]].st = S_CW
     fi
  :: !lim && !ISWRITE(jkd) -> Q[c].e[qp[c]].zx = zx[s]; Q[c].e[qp[c]].st = S_DN; qp[c]++
  fi
}

/* ================================================================ the client's connection */

/* the connection is gone: every request outstanding fails with a connection loss, in order;
 * what the server has not yet read may still be processed (lsrv) until the next connect */
inline lose(c) {
  printf("LOG c%d loses its connection to S%d\n", c, srv[c]);
#ifdef PROBE_LOSS
  assert(!(c == 1 && ph[CI(1,0)] == P_WATCHING && ook[CI(1,0)]));   /* debugging aid */
#endif
  conn[c] = 0;
  kick[c] = 0;
  lsrv[c] = srv[c];
  ans[c] = 0;
  for (jk : 0 .. NK-1) { wreg[CI(c,jk)] = 0; oreg[CI(c,jk)] = 0; creg[CI(c,jk)] = 0; dreg[CI(c,jk)] = 0; areg[CI(c,jk)] = 0 };
  for (j : 0 .. QN-1) {
    if
    :: j < ql[c] && !ISEVENT(Q[c].e[j].ty) ->
       /* the failure completion (on_reply with a connection loss) */
       j2 = Q[c].e[j].ty; jm = Q[c].e[j].k;
       if
       :: j2 == T_REFR -> rfo[c] = 0; asap[c] = 1
       :: j2 == T_HB -> hbo[c] = 0
#ifdef USER_WRITES
       :: j2 == T_UW -> uwo[c] = 0
#endif
       :: j2 == T_OWNW -> if :: jm != NIL -> ows[CI(c,jm)] = 0; oact[CI(c,jm)] = 0 :: else -> skip fi  /* never activated */
       :: j2 != T_REFR && j2 != T_HB && j2 != T_OWNW && j2 != T_UW && (j2 == T_PING || j2 == T_SYNC || jm == NIL) -> skip
       :: else ->
          if
          :: ph[CI(c,jm)] == P_DONE -> skip
          :: else ->
             if
             :: j2 == T_CREATE || j2 == T_CFIX || j2 == T_FIND -> park(CI(c,jm), P_FINDING)
             :: j2 == T_DEL -> park(CI(c,jm), P_DELETING)
             :: j2 == T_LIST || j2 == T_LISTW || j2 == T_LISTD -> if :: ph[CI(c,jm)] == P_LISTING && !canc[CI(c,jm)] && !rel[CI(c,jm)] -> park(CI(c,jm), P_LISTING) :: else -> skip fi
             :: j2 == T_WGET -> if :: ph[CI(c,jm)] == P_WATCHING -> park(CI(c,jm), P_LISTING) :: else -> skip fi
             :: j2 == T_AGET -> if :: ph[CI(c,jm)] == P_WATCHING -> park(CI(c,jm), P_LISTING) :: else -> skip fi   /* on_aget */
             :: j2 == T_CONF -> park(CI(c,jm), P_LISTING)
             :: j2 == T_STAT -> if :: ph[CI(c,jm)] == P_STATING -> park(CI(c,jm), (fx[CI(c,jm)] != NIL -> P_FINDING : P_LISTING)) :: else -> skip fi
             fi
          fi
       fi
    :: else -> skip
    fi
  };
  /* answers and events in flight are lost; what the server has not read stays (lsrv) */
  do :: qp[c] > 0 -> drop_at(c, 0); qp[c]-- :: else -> break od;
  if :: ql[c] > 0 && Q[c].e[0].st == S_CW -> drop_at(c, 0) :: else -> skip fi
}

/* acquire.c zkl_resume: the parked, deletes first; then every hold without its node watch */
inline resume(c) {
  for (jk : 0 .. NK-1) {
    if
    :: ph[CI(c,jk)] == P_PARKED && pp[CI(c,jk)] == P_DELETING -> send_delete(CI(c,jk))
    :: else -> skip
    fi
  }
  for (jk : 0 .. NK-1) {
    jc = CI(c,jk);
    if
    :: ph[jc] == P_PARKED && pp[jc] == P_FINDING -> send_find(jc)
    :: ph[jc] == P_PARKED && pp[jc] == P_CREATING -> na[jc]--; send_create(jc)
    :: ph[jc] == P_PARKED && pp[jc] == P_LISTING -> relist(jc)
    :: else -> skip
    fi
  }
  for (jk : 0 .. NK-1) {
    jc = CI(c,jk);
    if
    :: ph[jc] == P_HELD && !lost[jc] && !rel[jc] && NWATCH0(jc) -> watch_node(jc)
    :: else -> skip
    fi
  }
}

inline connect(c, s) {
  printf("LOG c%d connects to S%d\n", c, s);
  conn[c] = 1;
  srv[c] = s;
  lsrv[c] = NIL;
  do :: ql[c] > 0 -> drop_at(c, 0) :: else -> break od;
  qp[c] = 0;
#ifdef TIMED
  stouch[c] = 0;          /* REVALIDATE touches at the leader */
  lr[c] = 0; ls[c] = 0;
#endif
  /* SetWatches (DataTree.setWatches): the library's activated watches; a node gone fires
   * NodeDeleted at once, a node of that name whose mzxid is newer than our last zxid NodeDataChanged
   * (-DIMPOSTOR: only a node that replaced the one we watched is newer; our own incarnation, and
   * the node ahead we armed a watch on, were seen in answers: not newer), else it is re-registered */
  for (jk : 0 .. NK-1) {
    jc = CI(c,jk);
    own[jc] = 0;          /* conn_gen moves on: owner_seen is of an earlier connection */
#ifdef PROBE_REORDER
    assert(!(wact[jc] && !VIS(wn[jc], s) && oact[jc] && !VIS(onode[jc], s)));   /* debugging aid: both fire here */
#endif
    if
    :: wact[jc] && (VIS(wn[jc], s) || (IVIS(wn[jc], s) && ICZ(wn[jc]) <= lzx[c])) -> wreg[jc] = 1
    :: wact[jc] && IVIS(wn[jc], s) && ICZ(wn[jc]) > lzx[c] -> put_event(c, E_PCHG, jk, zx[s], wn[jc])
    :: wact[jc] && !NVIS(wn[jc], s) -> put_event(c, E_PDEL, jk, zx[s], wn[jc])
    :: else -> skip
    fi;
    if
    :: aact[jc] != 0 ->     /* the watch set: each node ahead as the one above */
       for (jn : 0 .. NN-1) {
         if
         :: (aact[jc] & (1 << jn)) && (VIS(jn, s) || (IVIS(jn, s) && ICZ(jn) <= lzx[c])) -> areg[jc] = areg[jc] | (1 << jn)
         :: (aact[jc] & (1 << jn)) && IVIS(jn, s) && ICZ(jn) > lzx[c] -> put_event(c, E_ACHG, jk, zx[s], jn)
         :: (aact[jc] & (1 << jn)) && !NVIS(jn, s) -> put_event(c, E_ADEL, jk, zx[s], jn)
         :: else -> skip
         fi
       }
    :: else -> skip
    fi;
    if
    :: oact[jc] && (VIS(onode[jc], s) || (IVIS(onode[jc], s) && ICZ(onode[jc]) <= lzx[c])) -> oreg[jc] = 1
    :: oact[jc] && IVIS(onode[jc], s) && ICZ(onode[jc]) > lzx[c] -> put_event(c, E_OCHG, jk, zx[s], onode[jc])
    :: oact[jc] && !NVIS(onode[jc], s) -> put_event(c, E_ODEL, jk, zx[s], onode[jc])
    :: else -> skip
    fi;
    if
    :: cact[jc] -> put_event(c, E_CHLD, jk, zx[s], 0)
    :: else -> skip
    fi;
    if
    :: dact[jc] -> put_event(c, E_DCHLD, jk, zx[s], 0)   /* (the children may have changed) */
    :: else -> skip
    fi
  };
  asap[c] = 1;            /* refresh_sent_ns = 0: no I/4 spacing (untimed: a refresh at once) */
#if defined(TIMED) && !defined(MUT_OLDRULE)
  if :: fd[c].d[0] < cfl[c] -> cfl[c] = fd[c].d[0] :: else -> skip fi;   /* conn_floor_ns */
#endif
  resume(c)
}

/* the session expired: every contender ends (release.c zkl_release_lost) */
inline session_lost(c) {
  xp[c] = 1;
  for (jk : 0 .. NK-1) {
    jc = CI(c,jk);
    if
    :: ph[jc] != P_DONE && ph[jc] != P_IDLE -> lost[jc] = 1; finish_done(jc)
    :: else -> skip
    fi
  }
}

/* ================================================================ processes */

/* the client's receive path: the completion thread */
proctype Eng(byte c) {
end:
  do
  :: atomic {
       qp[c] > 0 ->
       if
       :: !ISEVENT(Q[c].e[0].ty) && Q[c].e[0].zx > lzx[c] -> lzx[c] = Q[c].e[0].zx
       :: else -> skip
       fi;
       if :: Q[c].e[0].zx > obs[c] -> obs[c] = Q[c].e[0].zx :: else -> skip fi;
       /* session.c run: an answer the server sent (not a ping's) */
       if :: !ISEVENT(Q[c].e[0].ty) && Q[c].e[0].ty != T_PING && Q[c].e[0].rc != RC_EXPIRED -> ans[c] = 1 :: else -> skip fi;
#ifdef TIMED
       lr[c] = 0;
       if
       :: !ISEVENT(Q[c].e[0].ty) && Q[c].e[0].ty != T_PING && Q[c].e[0].rc != RC_EXPIRED ->
#if defined(MUT_OLDRULE)
          skip
#else
          if :: Q[c].e[0].sa < fd[c].d[0] -> fd[c].d[0] = Q[c].e[0].sa :: else -> skip fi
#endif
       :: else -> skip
       fi;
#endif
       deliver(c);
       drop_at(c, 0);
       qp[c]--;
       STEP_END(c)
     }
  od
}

/* the timer thread (validity.c timer_main, refresh.c tick): deadlines, refreshes, heartbeats */
proctype Timer(byte c) {
end:
  do
  :: atomic {  /* a hold past its deadline ends, its node is deleted */
       ph[CI(c,0)] == P_HELD && !lost[CI(c,0)] && !rel[CI(c,0)] && dl[CI(c,0)] == 0 ->
       printf("LOG c%d k0 deadline: lost\n", c); lost_hold(CI(c,0), 0); STEP_END(c)
     }
#if NK > 1
  :: atomic {
       ph[CI(c,1)] == P_HELD && !lost[CI(c,1)] && !rel[CI(c,1)] && dl[CI(c,1)] == 0 ->
       lost_hold(CI(c,1), 0); STEP_END(c)
     }
#endif
#if NK > 2
  :: atomic {
       ph[CI(c,2)] == P_HELD && !lost[CI(c,2)] && !rel[CI(c,2)] && dl[CI(c,2)] == 0 ->
       lost_hold(CI(c,2), 0); STEP_END(c)
     }
#endif
  :: atomic {  /* refresh: a multi of check(node) over the held contenders */
       REFRESH_DUE(c) ->
       jmask = 0;
       for (jk : 0 .. NK-1) { if :: LIVE_C(CI(c,jk)) -> jmask = jmask | (1 << jk) :: else -> skip fi };
       printf("LOG c%d refresh\n", c);
#ifdef TIMED
       rsa[c] = 0;
#endif
       rfo[c] = 1; asap[c] = 0; rpend[c] = 0;
       enq(c, T_REFR, NIL, 0, NIL, jmask)
     }
#ifdef USER_WRITES
  :: atomic {  /* -DUSER_WRITES: the program writes elsewhere (ops.c), one at a time, UW_MAX in all */
       conn[c] && !kick[c] && !uwo[c] && uwn[c] < UW_MAX && ql[c] < QN - 2 && UW_HINT(c) -> uwo[c] = 1; uwn[c]++; enq(c, T_UW, NIL, 0, 0, 0)
     }
#endif
#ifdef TIMED
#ifndef MUT_OLDRULE
  :: atomic {  /* heartbeat: exists("/") when nothing was sent for H */
       conn[c] && !kick[c] && ls[c] >= HBT && ql[c] < QN - 2 -> enq(c, T_HB, NIL, 0, 0, 0)
     }
#endif
  :: atomic {  /* the C client's ping: recv_timeout/3 after the last send, nothing outstanding */
       conn[c] && !kick[c] && ls[c] >= LIBPING && ql[c] == 0 -> enq(c, T_PING, NIL, 0, 0, 0)
     }
#else
  :: atomic {  /* heartbeat (untimed: at any time, one at a time) */
       conn[c] && !kick[c] && !hbo[c] && ql[c] < QN - 2 && ANYLIVE(c) -> hbo[c] = 1; enq(c, T_HB, NIL, 0, 0, 0)
     }
#ifdef F_DL
  :: atomic {  /* a deadline passes (untimed: whenever the fault budget allows) */
       flt > 0 && ANYLIVE(c) -> printf("LOG c%d: a deadline passes\n", c);
       if
       :: LIVE_C(CI(c,0)) -> dl[CI(c,0)] = 0
#if NK > 1
       :: LIVE_C(CI(c,1)) -> dl[CI(c,1)] = 0
#endif
#if NK > 2
       :: LIVE_C(CI(c,2)) -> dl[CI(c,2)] = 0
#endif
       fi;
       flt--
     }
#endif
#endif
  od
}

#if defined(F_LOSS) && defined(LOSS_WHEN_HELD)
#define SPONT (flt > 0 && ANYLIVE(c))      /* a narrower search: losses only while holding */
#elif defined(F_LOSS) && defined(LOSS_WHEN_WAITING)
#define SPONT (flt > 0 && ph[CI(c,0)] == P_WATCHING && ook[CI(c,0)] && wact[CI(c,0)] && ql[c] == 0)   /* narrower: only while k0 waits, both watches armed, nothing in flight */
#elif defined(F_LOSS)
#define SPONT (flt > 0)
#else
#define SPONT false
#endif
#if defined(TIMED) && !defined(NO_RECVTO)
#define RECV_OUT(c) (lr[c] >= RECVTO)
#else
#define RECV_OUT(c) false
#endif
#ifdef NORECONNECT0
#define RECONNECT_OK(c) (c != 0)      /* debugging aid: client 0 stays away */
#elif defined(HINT_REORDER)
/* a schedule hint (a guard: it only removes behaviours) for path 2 on the watch: client 1 comes
 * back only once its node and the node it waits for are both gone at the leader, so the library's
 * re-registration fires both watches at once */
#define RECONNECT_OK(c) (c != 1 || (nd[CI(1,0)] != NIL && !VIS(nd[CI(1,0)], 0) && !VIS(wn[CI(1,0)], 0)))
#else
#define RECONNECT_OK(c) true
#endif
/* the connection: losses (a reset, a partition, the 2/3 T receive timeout, the server closed
 * it), reconnects to any server that has seen at least our last zxid (else it refuses us) */
proctype Conn(byte c) {
end:
  do
  :: atomic {
       conn[c] && (kick[c] || SPONT || RECV_OUT(c)) ->
       if :: !kick[c] && !RECV_OUT(c) -> flt-- :: else -> skip fi;
       lose(c); STEP_END(c)
     }
  :: atomic {
       !conn[c] && !xp[c] && RECONNECT_OK(c) ->
       if
       :: js = 0                                   /* the leader has everything */
       :: !lkdown[1] && zx[1] >= lzx[c] -> js = 1
#if NS > 2
       :: !lkdown[2] && zx[2] >= lzx[c] -> js = 2
#endif
       fi;
       if
       :: sdead[c] -> session_lost(c)
       :: else -> connect(c, js)
       fi;
       STEP_END(c)
     }
  od
}

/* the servers' work on one client's stream */
#if defined(HINT_A) && defined(HINT_B)
/* a schedule hint (CFG_WINDOW, model/mutants.sh): the server reads client 0's requests only up to
 * tick HINT_A and from tick HINT_B on. A hint only removes behaviours (a guard), never adds one:
 * an error found under it is an error of the model; the design must pass under the same hint */
#define PROC_HINT (now <= HINT_A || now >= HINT_B)
#else
#define PROC_HINT true
#endif
#ifdef HINT_CO
#define CO_HINT (now >= HINT_CO)   /* a schedule hint: the coroutine contends from tick HINT_CO on */
#else
#define CO_HINT true
#endif
proctype Proc(byte c) {
end:
  do
  :: atomic {  /* connected: the server reads the next request */
       PROC_HINT &&
       conn[c] && !kick[c] && qp[c] < ql[c] && Q[c].e[qp[c]].st == S_UN &&
       (srv[c] == 0 || !ISWRITE(Q[c].e[qp[c]].ty) || !lkdown[srv[c]]) ->
       process(c, srv[c], 0)
     }
  :: atomic {  /* gone: a request already on its way is still processed, or never */
       !conn[c] && lsrv[c] != NIL && ql[c] > 0 &&
       (lsrv[c] == 0 || !ISWRITE(Q[c].e[0].ty) || !lkdown[lsrv[c]]) ->
       process(c, lsrv[c], 1)
     }
  od
}

/* a schedule hint (a guard: it only removes behaviours): the follower applies nothing from tick
 * HINT_FA + 1 to HINT_FB - 1 (a follower that lags: its answers to our writes come late) */
#if defined(HINT_FA) && defined(HINT_FB)
#define FOL_HINT (now <= HINT_FA || now >= HINT_FB)
#else
#define FOL_HINT true
#endif
/* a follower: applies the leader's txns in order; reports its touch table at the leader's pings */
proctype Fol(byte s) {
end:
  do
  :: atomic { FOL_HINT && !lkdown[s] && zx[s] < zxl -> follower_apply(s) }
#ifdef TIMED
  :: atomic {
       !lkdown[s] && fping[s] >= PINGMIN ->
       for (js : 0 .. NC-1) {
         if :: ftch[s*NC + js] && !sdead[js] -> stouch[js] = 0 :: else -> skip fi;
         ftch[s*NC + js] = 0
       }
       fping[s] = 0
     }
#endif
#ifdef CUT
  :: atomic { flt > 0 && !lkdown[s] -> lkdown[s] = 1; flt-- }
  :: atomic { lkdown[s] -> lkdown[s] = 0 }
#endif
  od
}

#ifdef IMP_ANY
#define IMP_OK(n) true     /* any node of ours, at any time */
#else
/* a waiting client's node: its contender waits in line, or its client is cut off (a disconnection) */
#define IMP_OK(n) (ph[(n)/KA] == P_WATCHING || !conn[(n)/KA/NK])
#endif
/* the leader's session tracker, and the outsider who deletes a node */
proctype Leader() {
end:
  do
  :: atomic { false -> skip }
#ifdef F_EXP
  :: atomic {  /* untimed: the session expires; its holds' deadlines passed before (the validity window, LP) */
       flt > 0 && !sdead[0] -> flt--;
       for (jk : 0 .. NK-1) { dl[CI(0,jk)] = 0 };
       expire(0)
     }
  :: atomic {
       flt > 0 && !sdead[1] -> flt--;
       for (jk : 0 .. NK-1) { dl[CI(1,jk)] = 0 };
       expire(1)
     }
#endif
#ifdef TIMED
  :: atomic {
       !sdead[0] && stouch[0] >= TT ->
       assert(!LIVE_C(CI(0,0)));       /* LP: no hold believed when the session expires */
       expire(0)
     }
  :: atomic {
       !sdead[1] && stouch[1] >= TT ->
       assert(!LIVE_C(CI(1,0)));
       expire(1)
     }
#endif
#ifdef F_OUT
  :: atomic {
       flt > 0 ->
       jn = NIL;
#ifdef HINT_REORDER
       for (jm : 0 .. NN-1) { if :: VIS(jm, 0) && jm / KA == CI(1,0) -> if :: jn = jm :: skip fi :: else -> skip fi };   /* client 1's node only */
#else
       for (jm : 0 .. NN-1) { if :: VIS(jm, 0) -> if :: jn = jm :: skip fi :: else -> skip fi };
#endif
       if
       :: jn != NIL -> printf("LOG outsider deletes node %d\n", jn); flt--; nout[jn] = 1; zxl++; ndz[jn] = zxl; commit_at_leader()
       :: else -> skip
       fi
     }
#endif
#ifdef IMPOSTOR
  :: atomic {  /* the impostor: deletes a node of ours and makes one of the same name that another
                * session owns (CURATOR-620's old session, an operator's tool): two transactions */
       flt > 0 ->
       jn = NIL;
       for (jm : 0 .. NN-1) { if :: VIS(jm, 0) && icz[jm] == 0 && IMP_OK(jm) -> if :: jn = jm :: skip fi :: else -> skip fi };
       if
       :: jn != NIL -> printf("LOG impostor replaces node %d\n", jn); flt--; nout[jn] = 1;
          jbest = jn;                     /* (fire() uses jn) */
          zxl++; ndz[jbest] = zxl; commit_at_leader();
          zxl++; icz[jbest] = zxl; nimp++; commit_at_leader()
       :: else -> skip
       fi
     }
  :: atomic {  /* its owner deletes it (or its session ends): whenever */
       nimp > 0 ->
       jn = NIL;
       for (jm : 0 .. NN-1) { if :: IVIS(jm, 0) -> jn = jm :: else -> skip fi };
       printf("LOG the impostor of node %d goes\n", jn); nimp--; jbest = jn; zxl++; idz[jbest] = zxl; commit_at_leader()
     }
#endif
  od
}

#ifdef TIMED
/* one tick of T/20: not while something is due now (the timer thread is punctual, the leader
 * expires on time, a follower answers the leader's ping within tickTime/2 + delta) */
#define DUE(c) ((conn[c] && !kick[c] && lr[c] >= RECVTO) || \
                (!sdead[c] && stouch[c] >= TT) || \
                (ph[CI(c,0)] == P_HELD && !lost[CI(c,0)] && !rel[CI(c,0)] && dl[CI(c,0)] == 0) || \
                REFRESH_DUE(c) || \
                HBDUE(c) || \
                (conn[c] && !kick[c] && ls[c] >= LIBPING && ql[c] == 0))
#ifdef MUT_OLDRULE
#define HBDUE(c) false
#else
#define HBDUE(c) (conn[c] && !kick[c] && ls[c] >= HBT && ql[c] < QN - 2)
#endif
#ifdef STALL
#define FDUE(s) false          /* a follower may stall: its ping replies come late */
#else
#define FDUE(s) (!lkdown[s] && fping[s] >= PINGMAX)
#endif
#define AGE(x) if :: x < CAP -> x++ :: else -> skip fi
#ifdef HORIZON
#define BEFORE_HORIZON (now < HORIZON)
#else
#define BEFORE_HORIZON true
#endif

proctype Clock() {
end:
  do
  :: atomic {
       !DUE(0) && !DUE(1) && !FDUE(1) && BEFORE_HORIZON ->
#ifdef HORIZON
       now++;
       printf("LOG tick %d\n", now);
#else
       printf("LOG tick\n");
#endif
       for (jc : 0 .. NC-1) {
         AGE(ls[jc]); AGE(lr[jc]); AGE(rsa[jc]); AGE(stouch[jc]);
#if defined(MUT_OLDRULE)
         AGE(zp[jc]);
#else
         AGE(cfl[jc]);
         for (jm : 0 .. WW-1) {
           jn = WW - jm;
           fd[jc].d[jn] = fd[jc].d[jn-1];
           AGE(fd[jc].d[jn])
         }
         AGE(fd[jc].d[0]);
#endif
         for (jk : 0 .. NK-1) { if :: dl[CI(jc,jk)] > 0 -> dl[CI(jc,jk)]-- :: else -> skip fi };
         for (jm : 0 .. QN-1) {
           if
           :: jm < ql[jc] -> AGE(Q[jc].e[jm].sa); AGE(Q[jc].e[jm].fl)
           :: else -> skip
           fi
         }
       }
       for (js : 1 .. NS-1) { AGE(fping[js]) }
     }
  od
}
#endif

/* ================================================================ the Lua programs */

#ifdef TIMED
/* grant_validity (refresh.c zkl_grant_short, engine.c zkl_hold_outcome): a hold is told to Lua
 * (acquire returns, a member is handed the lock, a latch says leader) only while at least GV of
 * its lease is left; else a fresh proof is asked for (zkl_ask_proof: a refresh at once) and the
 * hold is told on its answer, or the waiter gives up (a timeout: its node goes). GV monitor: no
 * hold told with less than GV left. MUT_NOGRANT: told while live, however little is left */
#define GV (TT*GRANT_PCT/100)                     /* 0.25 T = 5 ticks */
#define HELD_LIVE(ci) (ph[ci] == P_HELD && !lost[ci] && !rel[ci] && dl[ci] > 0)
#define SHORT(ci) (HELD_LIVE(ci) && dl[ci] < GV)
#ifdef MUT_NOGRANT
#define TELL_OK(ci) HELD_LIVE(ci)
#else
#define TELL_OK(ci) (HELD_LIVE(ci) && dl[ci] >= GV)
#endif
#ifdef PROBE_GRANT
#define PROBE_TOLD(c, i) assert(!prv[MI(c,i)])   /* a debugging aid: shows a hold told on a fresh proof */
#else
#define PROBE_TOLD(c, i) skip
#endif
#define TOLD(c, i, ci) printf("LOG c%d co%d told held, %d ticks left\n", c, i, dl[ci]); \
                       assert(dl[ci] >= GV); PROBE_TOLD(c, i); waiting[MI(c,i)] = 0; prv[MI(c,i)] = 0
#define ASK(c, i) printf("LOG c%d co%d asks a fresh proof\n", c, i); prv[MI(c,i)] = 1; asap[c] = 1
/* a schedule hint (a guard: it only removes behaviours): the coroutines read their outcomes only
 * from tick HINT_TELL on, a pause (or a slow dispatch) that a depth-first search, which runs the
 * coroutines first, otherwise reaches only after everything else */
#ifdef HINT_TELL
#define TELL_HINT (now >= HINT_TELL)
#else
#define TELL_HINT true
#endif
#endif

/* a plain contender (strict mutex, write lock, lease): contend from scratch */
inline contend(ci) {
  ph[ci] = P_IDLE; lost[ci] = 0; rel[ci] = 0; canc[ci] = 0; nd[ci] = NIL; ah[ci] = NIL;
  nx[ci] = NIL; dl[ci] = 0;
  send_create(ci)
}

#define FREE_C(ci) (ph[ci] == P_DONE || ph[ci] == P_IDLE)

#if defined(RECIPE_RW)
proctype Co(byte c; byte i) {
  if
  :: atomic { FREE_C(CI(c,0)) && !xp[c] -> fx[CI(c,0)] = NIL; contend(CI(c,0)); waiting[MI(c,i)] = 1; STEP_END(c) }
  :: atomic { xp[c] -> goto end }
  fi;
  if
  :: atomic { ph[CI(c,0)] == P_HELD -> waiting[MI(c,i)] = 0 }
  :: atomic { ph[CI(c,0)] == P_DONE -> waiting[MI(c,i)] = 0; goto end }
  fi;
  if
  :: c == 0 && NK > 1 ->
     /* the downgrade: asked while the write hold is valid; the read node takes its sequence */
     if
     :: atomic { LIVE_C(CI(c,0)) && FREE_C(CI(c,1)) ->
          fx[CI(c,1)] = nd[CI(c,0)]; contend(CI(c,1)); waiting[MI(c,i)] = 1; STEP_END(c) }
     :: atomic { !LIVE_C(CI(c,0)) -> skip }
     fi;
     if
     :: atomic { ph[CI(c,1)] == P_HELD || ph[CI(c,1)] == P_DONE || ph[CI(c,1)] == P_IDLE -> waiting[MI(c,i)] = 0 }
     fi;
     atomic { abandon(CI(c,0)); STEP_END(c) };      /* release the write lock */
     atomic { abandon(CI(c,1)); STEP_END(c) }       /* then the read lock */
  :: else ->
     atomic { abandon(CI(c,0)); STEP_END(c) }
  fi;
end:
  skip
}
#elif defined(RECIPE_SEM)
/* Semaphore:_acquire_one: the internal lock, then a lease node; the internal lock is released
 * once the lease is decided; a lease waiter is cancelled when the internal lock is lost */
proctype Co(byte c; byte i) {
  atomic { !xp[c] -> join(c, i); waiting[MI(c,i)] = 1; STEP_END(c) };
  if
  :: atomic { mst[MI(c,i)] == M_FAIL -> waiting[MI(c,i)] = 0; mst[MI(c,i)] = M_IDLE; goto end }
  :: atomic { mst[MI(c,i)] == M_HELD -> skip }
  fi;
  atomic { FREE_C(CI(c,1+i)) -> contend(CI(c,1+i)); STEP_END(c) };
  if
  :: atomic { ph[CI(c,1+i)] == P_HELD -> waiting[MI(c,i)] = 0; member_release(c, i); STEP_END(c) }
  :: atomic { ph[CI(c,1+i)] == P_DONE -> waiting[MI(c,i)] = 0; member_release(c, i); STEP_END(c); goto end }
#ifndef MUT_NOCANCEL
  :: atomic { ph[CI(c,1+i)] != P_HELD && ph[CI(c,1+i)] != P_DONE && !MLIVE(c,i) ->
       waiting[MI(c,i)] = 0; abandon(CI(c,1+i)); member_release(c, i); STEP_END(c); goto end }
#endif
  fi;
  atomic { abandon(CI(c,1+i)); STEP_END(c) };     /* Lease:close() */
end:
  skip
}
#elif defined(COHORT)
proctype Co(byte c; byte i) {
  byte r = ROUNDS;
  do
  :: r > 0 && !xp[c] ->
     atomic { join(c, i); waiting[MI(c,i)] = 1; STEP_END(c) };
#ifdef TIMED
     /* the member's outcome is read (engine.c zkl_hold_outcome) when Lua gets to it: any number of
      * ticks after the grant (a slow dispatch, a pause); its lease is its carrier's */
     do
     :: atomic { TELL_HINT && mst[MI(c,i)] == M_FAIL -> waiting[MI(c,i)] = 0; mst[MI(c,i)] = M_IDLE; prv[MI(c,i)] = 0 }; break
     :: atomic { TELL_HINT && mst[MI(c,i)] == M_HELD && TELL_OK(CI(c,0)) -> TOLD(c, i, CI(c,0)) };
        atomic { member_release(c, i); STEP_END(c) }; break
     :: atomic { TELL_HINT && mst[MI(c,i)] == M_HELD && SHORT(CI(c,0)) && !prv[MI(c,i)] -> ASK(c, i) }
     :: atomic { TELL_HINT && mst[MI(c,i)] == M_HELD && SHORT(CI(c,0)) && prv[MI(c,i)] ->     /* gave up: a timeout */
          printf("LOG c%d member %d gives up: short\n", c, i);
          waiting[MI(c,i)] = 0; prv[MI(c,i)] = 0; member_release(c, i); STEP_END(c) }; break
     :: atomic { TELL_HINT && mst[MI(c,i)] == M_LOST -> waiting[MI(c,i)] = 0; prv[MI(c,i)] = 0 };
        atomic { member_release(c, i); STEP_END(c) }; break
     od;
#else
     if
     :: atomic { mst[MI(c,i)] == M_FAIL -> waiting[MI(c,i)] = 0; mst[MI(c,i)] = M_IDLE }
     :: atomic { mst[MI(c,i)] == M_HELD || mst[MI(c,i)] == M_LOST -> waiting[MI(c,i)] = 0 };
        atomic { member_release(c, i); STEP_END(c) }
     fi;
#endif
     r--
  :: else -> break
  od
}
#else
/* strict mutex: each coroutine on its own node (contender k = i) */
proctype Co(byte c; byte i) {
  byte r = ROUNDS;
  do
  :: r > 0 && !xp[c] ->
     atomic { CO_HINT && FREE_C(CI(c,i)) -> contend(CI(c,i)); waiting[MI(c,i)] = 1; STEP_END(c) };
#ifdef TIMED
     /* the outcome is read (engine.c zkl_hold_outcome) when Lua gets to it: any number of ticks
      * after the engine said held (a slow dispatch, a pause) */
     do
     :: atomic { TELL_HINT && ph[CI(c,i)] == P_HELD && TELL_OK(CI(c,i)) -> TOLD(c, i, CI(c,i)) };
        atomic { abandon(CI(c,i)); STEP_END(c) }; break
     :: atomic { TELL_HINT && ph[CI(c,i)] == P_HELD && SHORT(CI(c,i)) && !prv[MI(c,i)] -> ASK(c, i) }
     :: atomic { TELL_HINT && ph[CI(c,i)] == P_HELD && SHORT(CI(c,i)) && prv[MI(c,i)] ->     /* gave up: a timeout, the node goes */
          printf("LOG c%d k%d gives up: short\n", c, i);
          waiting[MI(c,i)] = 0; prv[MI(c,i)] = 0; abandon(CI(c,i)); STEP_END(c) }; break
     :: atomic { TELL_HINT && ph[CI(c,i)] == P_DONE -> waiting[MI(c,i)] = 0; prv[MI(c,i)] = 0 }; break
     od;
#else
     if
     :: atomic { ph[CI(c,i)] == P_HELD -> waiting[MI(c,i)] = 0 };
        atomic { abandon(CI(c,i)); STEP_END(c) }
     :: atomic { ph[CI(c,i)] == P_DONE -> waiting[MI(c,i)] = 0 }
#ifdef GIVEUP
     :: atomic {  /* -DGIVEUP: a waiter gives up (its timeout): its node goes (release.c zkl_abandon) */
          ph[CI(c,i)] != P_HELD && ph[CI(c,i)] != P_DONE && ph[CI(c,i)] != P_IDLE ->
          printf("LOG c%d k%d gives up waiting\n", c, i); waiting[MI(c,i)] = 0; abandon(CI(c,i)); STEP_END(c) }
#endif
     fi;
#endif
     r--
  :: else -> break
  od
}
#endif

/* the safety monitor: checked in every state */
active proctype Monitor() {
end:
#ifdef PROBE_NOW
  /* a debugging aid: -DPROBE_NOW=t makes SPIN show a path to a hold of client 0 at tick t or later */
  atomic { !SAFE || (now >= PROBE_NOW && ph[CI(0,0)] == P_HELD) -> assert(false) }
#else
  atomic { !SAFE -> assert(false) }
#endif
}

/* liveness (CFG_LIVE, CFG_SEMLIVE): no waiter waits forever while nobody holds */
#ifdef LIVE
#if defined(RECIPE_SEM) && defined(LEASE_LIVE)
/* -DLEASE_LIVE: only leases count. A coroutine that holds the internal lock while it waits for a
 * lease is a waiter, not a holder: counting it (below) hides a lease wait stuck behind it */
#define HOLDING (LHOLD(0,0) || LHOLD(0,1) || LHOLD(1,0) || LHOLD(1,1))
#elif defined(RECIPE_SEM)
#define HOLDING (LHOLD(0,0) || LHOLD(0,1) || LHOLD(1,0) || LHOLD(1,1) || SHOLD(0,0) || SHOLD(0,1) || SHOLD(1,0) || SHOLD(1,1))
#else
#define HOLDING (HOLD(0) || HOLD(1))
#endif
#if NM == 1
#define WAITING (waiting[0] || waiting[1])
#else
#define WAITING (waiting[0] || waiting[1] || waiting[2] || waiting[3])
#endif
ltl live { [] <> (!WAITING || HOLDING) }
#endif

init {
  atomic {
    for (jn : 0 .. NN-1) { ncz[jn] = 0 };
    for (jc : 0 .. NCK-1) { nd[jc] = NIL; ah[jc] = NIL; nx[jc] = NIL; wn[jc] = 0; fx[jc] = NIL; pend[jc] = NIL };
    for (jc : 0 .. NC-1) {
      conn[jc] = 1; srv[jc] = 0; lsrv[jc] = NIL;
#ifdef COHORT
      chd[jc] = NIL; cq0[jc] = NIL; cq1[jc] = NIL;
#endif
#if defined(TIMED) && !defined(MUT_OLDRULE)
      cfl[jc] = CAP;        /* none yet */
#endif
    };
#if NS > 1
    srv[1] = 1;             /* client 1 starts on the follower */
#ifdef C0FOLLOWER
    srv[0] = 1;             /* a narrower search: client 0 too */
#endif
#endif
#ifdef SOLO
    /* CFG_WINDOW: only client 0 runs; client 1 is closed and gone (nothing of it is due) */
    conn[1] = 0; sdead[1] = 1; xp[1] = 1;
    run Eng(0); run Timer(0); run Conn(0); run Proc(0); run Leader();
#else
    run Eng(0); run Eng(1); run Timer(0); run Timer(1); run Conn(0); run Conn(1);
    run Proc(0); run Proc(1); run Leader();
#endif
    for (js : 1 .. NS-1) { run Fol(js) };
#ifdef TIMED
    run Clock();
#endif
    run Co(0, 0);
#if NM > 1
    run Co(0, 1);
#endif
#ifndef SOLO
    run Co(1, 0);
#endif
#if defined(RECIPE_SEM)
    run Co(1, 1);           /* client 1 runs two coroutines (the others: one) */
#endif
  }
}
