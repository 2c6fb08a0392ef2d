// bench/CuratorBench.java CONNECT PATH CLIENTS CYCLES HOLD_MS SHARED SYNC [MARKER]
// Curator 5 InterProcessMutex: CLIENTS threads, each with its own client (or one shared client
// when SHARED is 1), each takes and releases PATH CYCLES times after a common start.
// Prints "start end overlaps" (seconds, System.nanoTime) and one acquire latency per line.
// SYNC: creates SYNC.ready once warmed up and SYNC.done after the timed phase, and waits for
// SYNC.go and SYNC.stop, so the driver reads the server's counters around the timed phase only.
// SYNC.handoff: "start acquired released" for each acquisition (System.nanoTime, CLOCK_MONOTONIC on
// Linux), for the release-to-acquire latency of hand-offs (bench/run.lua).
// MARKER: when several JVMs contend, overlaps across them are caught as bench/zklock_worker.lua
// does: a holder that finds the marker file overlaps, creates it, and removes it before releasing.
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.framework.recipes.locks.InterProcessMutex;
import org.apache.curator.retry.ExponentialBackoffRetry;

public class CuratorBench {
  public static void main(String[] args) throws Exception {
    final String connect = args[0], path = args[1];
    final int clients = Integer.parseInt(args[2]), cycles = Integer.parseInt(args[3]);
    final long hold = Long.parseLong(args[4]);
    final boolean shared = args[5].equals("1");
    final String sync = args[6];
    final File marker = args.length > 7 ? new File(args[7]) : null;
    final List<CuratorFramework> cs = new ArrayList<>();
    for (int i = 0; i < (shared ? 1 : clients); i++) {
      CuratorFramework c = CuratorFrameworkFactory.newClient(connect, 30000, 15000, new ExponentialBackoffRetry(100, 5));
      c.start();
      c.blockUntilConnected(30, TimeUnit.SECONDS);
      cs.add(c);
    }
    // warm up the JIT and the lock directory, outside the measurement
    InterProcessMutex warm = new InterProcessMutex(cs.get(0), path);
    for (int i = 0; i < 200; i++) { warm.acquire(); warm.release(); }
    final CyclicBarrier barrier = new CyclicBarrier(clients + 1);
    final AtomicInteger inside = new AtomicInteger(), overlaps = new AtomicInteger();
    final long[][] lat = new long[clients][cycles];
    final long[][][] rec = new long[clients][cycles][];
    Thread[] ts = new Thread[clients];
    for (int t = 0; t < clients; t++) {
      final int id = t;
      final InterProcessMutex lock = new InterProcessMutex(cs.get(shared ? 0 : t), path);
      ts[t] = new Thread(() -> {
        try {
          barrier.await();
          for (int i = 0; i < cycles; i++) {
            long a = System.nanoTime();
            lock.acquire();
            long got = System.nanoTime();
            lat[id][i] = got - a;
            if (inside.incrementAndGet() != 1) overlaps.incrementAndGet();
            if (marker != null && !marker.createNewFile()) overlaps.incrementAndGet();
            if (hold > 0) Thread.sleep(hold);
            if (marker != null) marker.delete();
            inside.decrementAndGet();
            rec[id][i] = new long[] { a, got, System.nanoTime() };
            lock.release();
          }
        } catch (Exception e) {
          e.printStackTrace();
          System.exit(2);
        }
      });
      ts[t].start();
    }
    signalAndWait(sync + ".ready", sync + ".go");
    barrier.await();
    long t0 = System.nanoTime();
    for (Thread t : ts) t.join();
    long t1 = System.nanoTime();
    StringBuilder hb = new StringBuilder();
    for (long[][] row : rec) for (long[] r : row) hb.append(r[0] / 1e9).append(' ').append(r[1] / 1e9).append(' ').append(r[2] / 1e9).append('\n');
    java.nio.file.Files.write(new File(sync + ".handoff").toPath(), hb.toString().getBytes());
    signalAndWait(sync + ".done", sync + ".stop");
    StringBuilder sb = new StringBuilder();
    sb.append(t0 / 1e9).append(' ').append(t1 / 1e9).append(' ').append(overlaps.get()).append('\n');
    for (long[] row : lat) for (long v : row) sb.append(v / 1e9).append('\n');
    System.out.print(sb);
    for (CuratorFramework c : cs) c.close();
  }

  // bounded: a driver that died never answers
  static void signalAndWait(String signal, String await) throws Exception {
    new File(signal).createNewFile();
    long giveUp = System.nanoTime() + 300_000_000_000L;
    while (!new File(await).exists()) {
      if (System.nanoTime() > giveUp) System.exit(3);
      Thread.sleep(2);
    }
  }
}
