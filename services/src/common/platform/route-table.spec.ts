import { RouteTable } from './route-table';

function table(routes: [string, string][]): RouteTable {
  const routeTable = new RouteTable();
  for (const [method, url] of routes) routeTable.add(method, url);
  return routeTable;
}

describe('RouteTable', () => {
  const routes = table([
    ['GET', '/api/part'],
    ['POST', '/api/part'],
    ['DELETE', '/api/part/:id'],
    ['PUT', '/api/part/:id'],
    ['GET', '/api/product/:partId'],
    ['GET', '/static/*'],
    ['OPTIONS', '*'],
    ['HEAD', '/api/part'],
  ]);

  it('lists the methods of a path in a fixed order, HEAD with every GET', () => {
    expect(routes.methodsFor('/api/part')).toEqual(['GET', 'HEAD', 'POST']);
    expect(routes.methodsFor('/api/part/665f1e0000000000000000ff')).toEqual(['PUT', 'DELETE']);
    expect(routes.methodsFor('/api/product/abc')).toEqual(['GET', 'HEAD']);
    expect(routes.methodsFor('/static/products/a.svg')).toEqual(['GET', 'HEAD']);
  });

  it('answers no methods for paths no route has (OPTIONS * of CORS does not count)', () => {
    expect(routes.methodsFor('/api/nope')).toEqual([]);
    expect(routes.methodsFor('/api/part/a/b')).toEqual([]);
    expect(routes.methodsFor('/api/product/')).toEqual([]);
    expect(routes.methodsFor('/api/partX')).toEqual([]);
  });

  it('matches an id parameter with ids only', () => {
    const withIds = new RouteTable();
    withIds.setIdRoutes([{ method: 'DELETE', url: '/api/users/:id', params: ['id'] }]);
    for (const [method, url] of [
      ['GET', '/api/users/me'],
      ['PATCH', '/api/users/me'],
      ['DELETE', '/api/users/:id'],
      ['GET', '/api/admin/:email'],
    ]) {
      withIds.add(method, url);
    }
    expect(withIds.methodsFor('/api/users/me')).toEqual(['GET', 'HEAD', 'PATCH']);
    expect(withIds.methodsFor('/api/users/665f1e0000000000000000ff')).toEqual(['DELETE']);
    expect(withIds.methodsFor('/api/users/nope')).toEqual([]);
    expect(withIds.idParamsOf('DELETE', '/api/users/:id')).toEqual(['id']);
    expect(withIds.idParamsOf('GET', '/api/admin/:email')).toBeUndefined();
  });

  it('takes route text literally, not as a regular expression', () => {
    const dotted = table([['GET', '/api/docs-json'], ['GET', '/a.b']]);
    expect(dotted.methodsFor('/axb')).toEqual([]);
    expect(dotted.methodsFor('/a.b')).toEqual(['GET', 'HEAD']);
  });
});
