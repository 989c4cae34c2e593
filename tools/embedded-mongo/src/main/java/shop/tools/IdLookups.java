package shop.tools;

import de.bwaldvogel.mongo.MongoDatabase;
import de.bwaldvogel.mongo.backend.CollectionOptions;
import de.bwaldvogel.mongo.backend.CursorRegistry;
import de.bwaldvogel.mongo.backend.Index;
import de.bwaldvogel.mongo.backend.QueryResult;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.h2.H2Collection;
import de.bwaldvogel.mongo.backend.h2.H2Database;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.backend.memory.MemoryCollection;
import de.bwaldvogel.mongo.backend.memory.MemoryDatabase;
import de.bwaldvogel.mongo.bson.BsonRegularExpression;
import de.bwaldvogel.mongo.bson.Document;

import java.util.Collection;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.regex.Pattern;

import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;

/**
 * mongo-java-server answers a query through an index only when the query names exactly the index's
 * fields: {@code {_id: x}} is a lookup, {@code {_id: x, status: "pending"}} reads every document of
 * the collection. Nearly every conditional update an application makes is of the second kind (one
 * document, and a condition on its state), so on a collection of thousands of orders each of them
 * cost a scan. The collections here look such a query up by its {@code _id} first (an equality or
 * an {@code $in} list) and match the whole query against those documents only: the same documents
 * MongoDB would answer, found the way MongoDB finds them through its {@code _id} index.
 */
final class IdLookups {

    private static final String ID_INDEX = "_id_";

    private IdLookups() {
    }

    /**
     * The positions of the documents whose {@code _id} the query pins, or null when it pins none
     * (or names only {@code _id}, which the server looks up by itself).
     */
    static <P> Iterable<P> pinnedPositions(List<Index<P>> indexes, Document query) {
        if (query.size() < 2 || !query.containsKey("_id")) {
            return null;
        }
        Object id = query.get("_id");
        if (!isLookup(id)) {
            return null;
        }
        Document pinned = new Document("_id", id);
        for (Index<P> index : indexes) {
            if (ID_INDEX.equals(index.getName()) && index.canHandle(pinned)) {
                return index.getPositions(pinned);
            }
        }
        return null;
    }

    /**
     * A collection's answer to `query`: the documents the query's {@code _id} pins, matched against
     * the whole query ({@code byPositions}), or the server's own way ({@code otherwise}).
     */
    static <P> QueryResult answer(List<Index<P>> indexes, Document query,
                                  Function<Iterable<P>, QueryResult> byPositions,
                                  Supplier<QueryResult> otherwise) {
        Iterable<P> positions = pinnedPositions(indexes, query);
        return positions == null ? otherwise.get() : byPositions.apply(positions);
    }

    /** A plain value, or {@code {$in: [plain values]}}; never an operator the index cannot answer. */
    private static boolean isLookup(Object id) {
        if (id instanceof Document document && document.keySet().stream().anyMatch(key -> key.startsWith("$"))) {
            return document.size() == 1 && document.get("$in") instanceof Collection<?> values
                && values.stream().allMatch(value -> isPlain(value) && !(value instanceof Document));
        }
        return isPlain(id) && !(id instanceof Document document && document.isEmpty());
    }

    /** A value the {@code _id} index can be asked for as it is: not null, a pattern or a list. */
    private static boolean isPlain(Object value) {
        return value != null && !(value instanceof Pattern) && !(value instanceof Collection<?>)
            && !BsonRegularExpression.isRegularExpression(value);
    }

    /** The in-memory backend, with its collections looking queries up by {@code _id}. */
    static final class Memory extends MemoryBackend {
        @Override
        public MemoryDatabase openOrCreateDatabase(String databaseName) {
            return new MemoryDatabase(databaseName, getCursorRegistry()) {
                @Override
                protected MemoryCollection openOrCreateCollection(String collectionName, CollectionOptions options) {
                    return new MemoryCollection(this, collectionName, options, cursorRegistry) {
                        @Override
                        protected QueryResult queryDocuments(Document query, Document orderBy, int skip,
                                                             int limit, int batchSize, Document fields) {
                            return answer(getIndexes(), query,
                                positions -> matchDocuments(query, positions, orderBy, skip, limit, batchSize, fields),
                                () -> super.queryDocuments(query, orderBy, skip, limit, batchSize, fields));
                        }
                    };
                }
            };
        }
    }

    /**
     * The H2 backend's database, with its collections looking queries up by {@code _id}. The map
     * names are H2Database's own (1.47.0), so files written before are read as they were.
     */
    static final class H2 extends H2Database {
        /** The store while H2Database's constructor runs (it opens collections before ours sets `store`). */
        private static final ThreadLocal<MVStore> OPENING = new ThreadLocal<>();

        private final MVStore store;

        private H2(String databaseName, MVStore store, CursorRegistry cursorRegistry) {
            super(databaseName, store, cursorRegistry);
            this.store = store;
        }

        static MongoDatabase of(H2Backend backend, String databaseName, CursorRegistry cursorRegistry) {
            OPENING.set(backend.getMvStore());
            try {
                return new H2(databaseName, backend.getMvStore(), cursorRegistry);
            } finally {
                OPENING.remove();
            }
        }

        @Override
        protected de.bwaldvogel.mongo.MongoCollection<Object> openOrCreateCollection(String collectionName,
                                                                                    CollectionOptions options) {
            MVStore store = this.store != null ? this.store : OPENING.get();
            String name = getFullCollectionNamespace(collectionName);
            MVMap<Object, Document> dataMap = store.openMap("databases." + name);
            MVMap<String, Object> metaMap = store.openMap("meta." + name);
            return new H2Collection(this, collectionName, options, dataMap, metaMap, cursorRegistry) {
                @Override
                protected QueryResult queryDocuments(Document query, Document orderBy, int skip,
                                                     int limit, int batchSize, Document fields) {
                    return answer(getIndexes(), query,
                        positions -> matchDocuments(query, positions, orderBy, skip, limit, batchSize, fields),
                        () -> super.queryDocuments(query, orderBy, skip, limit, batchSize, fields));
                }
            };
        }
    }
}
