import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const tsxCli = require.resolve('tsx/cli', { paths: [root] });

describe('npm start on a machine without Java', () => {
  it('explains how to get Java (or use MONGODB_URI) instead of printing a stack trace', () => {
    // A PATH with node and nothing else: no java, javac or mvn.
    const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-no-java-'));
    fs.symlinkSync(process.execPath, path.join(bin, 'node'));
    const env: NodeJS.ProcessEnv = { PATH: bin, HOME: os.tmpdir() };
    // On this Node: with HOME elsewhere and no npm on PATH, the production Node could not be installed.
    const start = [tsxCli, path.join(root, 'tools/bin/start.ts'), '--system-node'];
    const run = spawnSync(process.execPath, start, {
      cwd: root,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    const output = `${run.stdout}${run.stderr}`;
    expect(run.status).toBe(1);
    expect(output).toContain('Cannot start the shop.');
    expect(output).toContain('needs a Java 17+ JDK and Maven');
    expect(output).toContain('apt-get install -y openjdk-17-jdk-headless maven');
    expect(output).toContain('MONGODB_URI=');
    expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  });

  it('names a malformed port variable', () => {
    const start = [tsxCli, path.join(root, 'tools/bin/start.ts'), '--system-node'];
    const run = spawnSync(process.execPath, start, {
      cwd: root,
      env: { ...process.env, SHELL_PORT: 'forty-two' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(`${run.stdout}${run.stderr}`).toContain('SHELL_PORT must be a port number');
  });
});
