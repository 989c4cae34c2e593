package shop.tools;

import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoDatabase;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.wire.message.MongoMessage;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * A MongoDB-compatible server (mongo-java-server) for development and tests.
 *
 * <pre>
 *   java EmbeddedMongo --backend memory|h2 [--port 27017] [--host 127.0.0.1] [--file .data/shop.mv]
 * </pre>
 *
 * Prints one line {@code READY <host>:<port>} on stdout once it accepts connections (port 0 picks
 * a free one). It stops on SIGTERM/SIGINT and also when its standard input closes, so it never
 * outlives the Node process that started it. The H2 backend keeps data in one file across restarts,
 * and commits it after every command, before the answer goes out: a write the client was told about
 * survives the process being killed (H2 on its own commits about once a second).
 */
public final class EmbeddedMongo {

    private EmbeddedMongo() {
    }

    public static void main(String[] args) {
        try {
            run(parse(args));
        } catch (Exception e) {
            // Netty threads would keep the JVM alive after a failed bind: say why and leave.
            System.err.println("ERROR " + e);
            System.exit(1);
        }
    }

    private static void run(Map<String, String> options) throws IOException {
        String backendName = options.getOrDefault("backend", "memory");
        String host = options.getOrDefault("host", "127.0.0.1");
        int port = Integer.parseInt(options.getOrDefault("port", "27017"));

        MongoBackend backend;
        switch (backendName) {
            case "memory" -> backend = new IdLookups.Memory();
            case "h2" -> {
                Path file = Path.of(options.getOrDefault("file", ".data/shop.mv")).toAbsolutePath();
                Files.createDirectories(file.getParent());
                backend = new DurableH2Backend(file.toString());
            }
            default -> throw new IllegalArgumentException("Unknown backend: " + backendName + " (use memory or h2)");
        }

        MongoServer server = new MongoServer(backend);
        server.bind(host, port);
        InetSocketAddress address = server.getLocalAddress();

        Runtime.getRuntime().addShutdownHook(new Thread(server::shutdown, "embedded-mongo-shutdown"));
        System.out.println("READY " + address.getHostString() + ":" + address.getPort());
        System.out.flush();

        if (!options.containsKey("no-stdin-watch")) {
            waitForStdinToClose();
            System.exit(0);
        }
    }

    /** Blocks until the parent closes our standard input (or dies, which closes it too). */
    private static void waitForStdinToClose() throws IOException {
        InputStream in = System.in;
        byte[] buffer = new byte[256];
        while (in.read(buffer) != -1) {
            // Input is ignored; only its end matters.
        }
    }

    /**
     * The H2 backend, committing the file after each command (a no-op when nothing changed), its
     * collections looking queries up by {@code _id} (IdLookups).
     */
    private static final class DurableH2Backend extends H2Backend {
        DurableH2Backend(String file) {
            super(file);
        }

        @Override
        protected MongoDatabase openOrCreateDatabase(String databaseName) {
            return IdLookups.H2.of(this, databaseName, getCursorRegistry());
        }

        @Override
        public Document handleMessage(MongoMessage message) {
            try {
                return super.handleMessage(message);
            } finally {
                commit();
            }
        }
    }

    private static Map<String, String> parse(String[] args) {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (!arg.startsWith("--")) {
                throw new IllegalArgumentException("Unexpected argument: " + arg);
            }
            String key = arg.substring(2);
            boolean hasValue = i + 1 < args.length && !args[i + 1].startsWith("--");
            options.put(key, hasValue ? args[++i] : "true");
        }
        return options;
    }
}
