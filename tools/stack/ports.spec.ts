import { readPorts, runtimeConfigFor, StackConfigError } from './ports';

describe('readPorts', () => {
  it('uses the documented defaults', () => {
    expect(readPorts({})).toEqual({
      api: 3000,
      shell: 4200,
      'mfe-shop': 4201,
      'mfe-dashboard': 4202,
      'mfe-admin': 4203,
      mongo: 27017,
      bkash: 4310,
      steadfast: 4311,
      pathao: 4312,
      redx: 4313,
    });
  });

  it('takes each port from its variable', () => {
    const ports = readPorts({ API_PORT: '8080', MFE_ADMIN_PORT: '9203', MONGO_PORT: '27018' });
    expect(ports.api).toBe(8080);
    expect(ports['mfe-admin']).toBe(9203);
    expect(ports.mongo).toBe(27018);
  });

  it.each([
    ['SHELL_PORT', 'abc'],
    ['SHELL_PORT', '0'],
    ['API_PORT', '70000'],
    ['MFE_SHOP_PORT', '42.5'],
    ['MONGO_PORT', '-1'],
  ])('rejects %s=%s naming the variable', (name, value) => {
    expect(() => readPorts({ [name]: value })).toThrow(StackConfigError);
    expect(() => readPorts({ [name]: value })).toThrow(name);
  });

  it('rejects two parts on one port', () => {
    expect(() => readPorts({ API_PORT: '4200' })).toThrow(
      'API_PORT and SHELL_PORT both use port 4200',
    );
  });

  it('ignores the embedded database port when MONGODB_URI is set', () => {
    expect(() => readPorts({ MONGO_PORT: '4200' })).toThrow('SHELL_PORT and MONGO_PORT');
    expect(() => readPorts({ MONGODB_URI: 'mongodb://db/shop', MONGO_PORT: '4200' })).not.toThrow();
  });
});

describe('runtimeConfigFor', () => {
  it('lists the API and every remote by its federation name', () => {
    expect(runtimeConfigFor(readPorts({}))).toEqual({
      apiUrl: 'http://localhost:3000/api',
      remotes: {
        mfe_shop: 'http://localhost:4201/mf-manifest.json',
        mfe_dashboard: 'http://localhost:4202/mf-manifest.json',
        mfe_admin: 'http://localhost:4203/mf-manifest.json',
      },
    });
  });
});
