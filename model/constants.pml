/* model/constants.pml -- the lease constants, the one source the model reads (zklock.pml).
 * model/check-constants.sh checks each against csrc/ (make model runs it first): a value
 * changed in C and not here, or here and not in C, fails the check.
 *
 * Time is counted in ticks of T/20 (T = the negotiated session timeout), so that 0.05 T, the
 * slack sigma of design.md (margin >= W/T + sigma), is one tick. */
#define LEASE_T        20   /* T in ticks */
#define MARGIN_PCT     35   /* lease_margin default and minimum, 0.35 (session.c, lsession.c) */
#define LAG_PCT        30   /* W = 0.3 T, the lag window of the floor rule (NEW) */
#define REFRESH_DIV     4   /* I = T/4 (zkl_lease_interval) */
#define HEARTBEAT_DIV  10   /* H = T/10, heartbeat when nothing was sent for H (NEW) */
#define TICKTIME_DIV    2   /* tickTime <= T/2 (server's minSessionTimeout = 2 tickTime) */
#define PINGREPLY_DELTA 1   /* delta: a follower answers the leader's ping within tickTime/2 + delta */
#define LIBPING_DIV     3   /* C client: a ping after recv_timeout/3 idle, none outstanding (zookeeper.c) */
#define RECVTO_NUM      2   /* C client: connection lost after recv_timeout*2/3 without a packet */
#define RECVTO_DEN      3
#define OLDPING_DIV     3   /* old rule (lease.c zkl_lease_anchor): a pinged gap counts as T/3 */
