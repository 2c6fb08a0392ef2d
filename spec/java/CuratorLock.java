// spec/java/CuratorLock.java -- a real Curator 5 peer for the interop specs.
//   hold CONNECT PATH FLAGFILE RELEASEFILE  acquire, write FLAGFILE, release once RELEASEFILE exists
//   try  CONNECT PATH TIMEOUT_MS            print "acquired <node>" or "timeout", release, exit
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.concurrent.TimeUnit;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.framework.recipes.locks.InterProcessMutex;
import org.apache.curator.retry.ExponentialBackoffRetry;

public class CuratorLock {
  public static void main(String[] args) throws Exception {
    String mode = args[0];
    CuratorFramework client = CuratorFrameworkFactory.newClient(args[1], 10000, 5000,
        new ExponentialBackoffRetry(100, 5));
    client.start();
    client.blockUntilConnected(20, TimeUnit.SECONDS);
    InterProcessMutex lock = new InterProcessMutex(client, args[2]);
    try {
      if (mode.equals("hold")) {
        lock.acquire();
        Files.write(Paths.get(args[3]), "acquired\n".getBytes());
        Path release = Paths.get(args[4]);
        long deadline = System.currentTimeMillis() + 60000;
        while (!Files.exists(release) && System.currentTimeMillis() < deadline) Thread.sleep(20);
        lock.release();
      } else if (mode.equals("try")) {
        if (lock.acquire(Long.parseLong(args[3]), TimeUnit.MILLISECONDS)) {
          System.out.println("acquired " + lock.getParticipantNodes().iterator().next());
          lock.release();
        } else {
          System.out.println("timeout");
        }
      }
    } finally {
      client.close();
    }
  }
}
