import { ServerLogFilter } from './server-log';

const RESET_TRACE = [
  '[mongo-server-worker1] ERROR de.bwaldvogel.mongo.wire.MongoExceptionHandler - exception for client 0a7d8fd7',
  'java.net.SocketException: Connection reset',
  '\tat java.base/sun.nio.ch.SocketChannelImpl.throwConnectionReset(SocketChannelImpl.java:394)',
  '\tat java.base/sun.nio.ch.SocketChannelImpl.read(SocketChannelImpl.java:426)',
  '\tat io.netty.util.internal.ThreadExecutorMap$2.run(ThreadExecutorMap.java:74)',
  '\tat java.base/java.lang.Thread.run(Thread.java:840)',
];

const DECODER_TRACE = [
  '[mongo-server-worker3] ERROR de.bwaldvogel.mongo.wire.MongoExceptionHandler - exception for client 9c2b40d9',
  'io.netty.handler.codec.DecoderException: java.lang.IllegalArgumentException: minimumReadableBytes : -4 (expected: >= 0)',
  '\tat io.netty.handler.codec.ByteToMessageDecoder.callDecode(ByteToMessageDecoder.java:500)',
  'Caused by: java.lang.IllegalArgumentException: minimumReadableBytes : -4 (expected: >= 0)',
  '\tat io.netty.util.internal.ObjectUtil.checkPositiveOrZero(ObjectUtil.java:156)',
  '\t... 16 more',
];

/** An error answer, as the server logs it: the command, the exception, a long stack. */
const failedCommand = (command: string, exception: string) => [
  `[mongo-server-worker2] ERROR de.bwaldvogel.mongo.wire.MongoWireProtocolHandler - failed to handle {"${command}" : "users", "$db" : "shop"}`,
  exception,
  '\tat de.bwaldvogel.mongo.backend.AbstractMongoDatabase.createCollectionOrThrowIfExists(AbstractMongoDatabase.java:390)',
  '\tat de.bwaldvogel.mongo.backend.AbstractMongoBackend.handleMessage(AbstractMongoBackend.java:413)',
  ...Array.from(
    { length: 20 },
    () => '\tat io.netty.channel.nio.NioIoHandler.run(NioIoHandler.java:468)',
  ),
];

function filtered(lines: string[]): string[] {
  const out: string[] = [];
  const filter = new ServerLogFilter((line) => out.push(line));
  for (const line of lines) filter.push(line);
  filter.flush();
  return out;
}

describe('ServerLogFilter', () => {
  it('says nothing for a client that disconnected (connection reset, broken pipe)', () => {
    const brokenPipe = [
      RESET_TRACE[0].replace('0a7d8fd7', '11111111'),
      'java.io.IOException: Broken pipe',
      RESET_TRACE[2],
    ];
    const epoll = [
      RESET_TRACE[0],
      'io.netty.channel.unix.Errors$NativeIoException: recvAddress(..) failed: Connection reset by peer',
    ];
    expect(filtered([...RESET_TRACE, ...RESET_TRACE, ...brokenPipe, ...epoll])).toEqual([]);
  });

  it('says nothing for the error answers a client expects: collection exists, duplicate key, nothing to drop', () => {
    expect(
      filtered([
        ...failedCommand(
          'create',
          'de.bwaldvogel.mongo.exception.NamespaceExistsException: [Error 48] Collection already exists. NS: shop.users',
        ),
        ...failedCommand(
          'findAndModify',
          'de.bwaldvogel.mongo.exception.DuplicateKeyError: [Error 11000] E11000 duplicate key error collection: shop.login_attempts index: key_1 dup key: { key: "a" }',
        ),
        ...failedCommand(
          'dropIndexes',
          'de.bwaldvogel.mongo.exception.IndexNotFoundException: [Error 27] index not found with name [nope_1]',
        ),
        ...failedCommand(
          'drop',
          'de.bwaldvogel.mongo.exception.MongoSilentServerException: ns not found',
        ),
        'after',
      ]),
    ).toEqual(['after']);
  });

  it('turns another error answer into one line, and keeps the server’s own failures with their trace', () => {
    const unknown = [
      '[mongo-server-worker2] ERROR de.bwaldvogel.mongo.wire.MongoWireProtocolHandler - Unknown error!',
      'java.lang.NullPointerException: boom',
      '\tat de.bwaldvogel.mongo.backend.h2.H2Collection.addDocument(H2Collection.java:99)',
    ];
    expect(
      filtered([
        ...failedCommand(
          'update',
          'de.bwaldvogel.mongo.exception.BadValueException: [Error 2] $inc needs a number',
        ),
        ...unknown,
      ]),
    ).toEqual([
      'Embedded MongoDB: update answered BadValueException: [Error 2] $inc needs a number',
      ...unknown,
    ]);
  });

  it('turns any other client error into one line without the stack', () => {
    expect(filtered(DECODER_TRACE)).toEqual([
      'Embedded MongoDB: client 9c2b40d9 failed: io.netty.handler.codec.DecoderException: java.lang.IllegalArgumentException: minimumReadableBytes : -4 (expected: >= 0)',
    ]);
  });

  it('passes other lines through, in order, around the traces', () => {
    expect(filtered(['first', ...RESET_TRACE, 'second', ...DECODER_TRACE, 'third'])).toEqual([
      'first',
      'second',
      expect.stringMatching(/^Embedded MongoDB: client 9c2b40d9 failed: io\.netty/),
      'third',
    ]);
  });

  it('ends a trace when the next one starts', () => {
    expect(
      filtered([...DECODER_TRACE, ...DECODER_TRACE.map((l) => l.replace('9c2b40d9', 'ffffffff'))]),
    ).toEqual([
      expect.stringContaining('client 9c2b40d9 failed'),
      expect.stringContaining('client ffffffff failed'),
    ]);
  });
});
