/* model/constants.pml -- the validity window's constants, the one source the model reads
 * (zklock.pml). model/check-constants.sh checks every zklock constant below against csrc/ (make
 * model runs it first): a value changed in C and not here, or here and not in C, fails the check.
 *
 * Time is counted in ticks of T/20 (T = the negotiated session timeout), so that 0.05 T, the
 * slack docs/safety.md leaves for clock rate and reaction (margin >= W/T + 0.05), is one tick. */
#define TT             20   /* T in ticks */
/* zklock's: checked against csrc/session.h and their uses in csrc/validity.c, refresh.c, session.c */
#define MARGIN_PCT     35   /* validity_margin default and minimum: ZKL_VALIDITY_MARGIN_DEFAULT, _MIN */
#define LAG_PCT        30   /* W = 0.3 T, the lag of the floor rule: ZKL_VALIDITY_LAG */
#define REFRESH_DIV     4   /* I = T/4: ZKL_REFRESH_DIV */
#define HEARTBEAT_DIV  10   /* H = T/10, a heartbeat when nothing was sent for H: ZKL_HEARTBEAT_DIV */
#define RGAP_DIV        4   /* refreshes at least I/4 apart (refresh.c: interval / 4) */
#define GRANT_PCT      25   /* grant_validity default: ZKL_GRANT_VALIDITY_DEFAULT (a hold is told with at least 0.25 T left) */
#define AHEAD_K         4   /* watch_ahead's default, at least: ZKL_WATCH_AHEAD_DEFAULT (engine.h) >= AHEAD_K, so a waiter
                             * here watches every node ahead of it (at most 2 live, or a stale name besides) */
/* ZooKeeper's, not zklock's (docs/safety.md facts 3 and 4, assumption A): not checked */
#define TICKTIME_DIV    2   /* tickTime <= T/2 (server's minSessionTimeout = 2 tickTime) */
#define PINGREPLY_DELTA 1   /* delta: a follower answers the leader's ping within tickTime/2 + delta */
#define LIBPING_DIV     3   /* C client: a ping after recv_timeout/3 idle, none outstanding (zookeeper.c) */
#define RECVTO_NUM      2   /* C client: connection lost after recv_timeout*2/3 without a packet */
#define RECVTO_DEN      3
/* history: the rule before issue 20 (lease.c zkl_lease_anchor, gone), only for MUT_OLDRULE */
#define OLDPING_DIV     3   /* a pinged gap counted as T/3 */
