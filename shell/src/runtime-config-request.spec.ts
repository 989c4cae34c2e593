import { requestRuntimeConfig, RUNTIME_CONFIG_PATH } from './runtime-config-request';

describe('requestRuntimeConfig', () => {
  it('requests /config.json at once, uncached, and answers every call with that response', async () => {
    const response = new Response('{}');
    const fetchImpl = jest.fn().mockResolvedValue(response);
    const fetchConfig = requestRuntimeConfig(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(RUNTIME_CONFIG_PATH, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    await expect(fetchConfig('/config.json')).resolves.toBe(response);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed request for whoever awaits it, without an unhandled rejection', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const fetchConfig = requestRuntimeConfig(() => Promise.reject(new TypeError('offline')));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(fetchConfig('/config.json')).rejects.toThrow('offline');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
