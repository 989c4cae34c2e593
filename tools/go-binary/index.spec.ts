import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findOrInstallGoBinaries, findOrInstallGoBinary, GoBinaryMissingError } from '.';

/**
 * A stand-in `go` on PATH: `go env GOBIN GOPATH` names a temporary GOPATH; `go install <module>`
 * logs when it starts and ends, waits a little and writes the binary named by the module's last
 * path element (`example.com/broken@v1` fails instead, sooner than the others end). With `together`, each install waits (up to
 * 10 s) until that many installs have started: installs run side by side then end after all have
 * started whatever the machine's load, and installs run one after another end before the next starts.
 */
function fakeGo(together = 1): {
  env: NodeJS.ProcessEnv;
  bin: string;
  log: () => string[];
  cleanUp: () => void;
} {
  const root = mkdtempSync(join(tmpdir(), 'go-binary-spec-'));
  const tools = join(root, 'tools');
  const bin = join(root, 'gopath', 'bin');
  const logFile = join(root, 'log');
  writeFileSync(logFile, '');
  mkdirSync(tools);
  mkdirSync(bin, { recursive: true });
  writeFileSync(
    join(tools, 'go'),
    `#!/bin/sh
if [ "$1" = env ]; then printf '\\n%s\\n' '${join(root, 'gopath')}'; exit 0; fi
name=$(basename "\${2%@*}")
echo "start $name" >> '${logFile}'
waited=0
while [ "$(grep -c '^start' '${logFile}')" -lt ${together} ] && [ $waited -lt 100 ]; do
  sleep 0.1; waited=$((waited + 1))
done
if [ "$name" = broken ]; then sleep 0.1; echo "cannot find module providing package $2" >&2; exit 1; fi
sleep 0.4
printf '#!/bin/sh\\n' > '${bin}'/"$name" && chmod +x '${bin}'/"$name"
echo "end $name" >> '${logFile}'
`,
  );
  chmodSync(join(tools, 'go'), 0o755);
  return {
    env: { PATH: `${tools}:/usr/bin:/bin` },
    bin,
    log: () => readFileSync(logFile, 'utf8').trim().split('\n').filter(Boolean),
    cleanUp: () => rmSync(root, { recursive: true, force: true }),
  };
}

describe('findOrInstallGoBinaries', () => {
  it('installs the missing programs side by side and gives each one’s path', async () => {
    const go = fakeGo(2);
    try {
      const paths = await findOrInstallGoBinaries(
        { mailpit: 'example.com/x/mailpit@v1', 'stripe-mock': 'example.com/y/stripe-mock@latest' },
        go.env,
      );
      expect(paths).toEqual({
        mailpit: join(go.bin, 'mailpit'),
        'stripe-mock': join(go.bin, 'stripe-mock'),
      });
      // Both installs started before either ended.
      expect(go.log().slice(0, 2).sort()).toEqual(['start mailpit', 'start stripe-mock']);
    } finally {
      go.cleanUp();
    }
  });

  it('leaves installed programs alone', async () => {
    const go = fakeGo();
    try {
      expect(findOrInstallGoBinary('mailpit', 'example.com/x/mailpit@v1', go.env)).toBe(
        join(go.bin, 'mailpit'),
      );
      await findOrInstallGoBinaries({ mailpit: 'example.com/x/mailpit@v1' }, go.env);
      expect(go.log()).toEqual(['start mailpit', 'end mailpit']);
    } finally {
      go.cleanUp();
    }
  });

  it('says which install failed and why, once the others have ended', async () => {
    const go = fakeGo(2);
    try {
      await expect(
        findOrInstallGoBinaries(
          { mailpit: 'example.com/x/mailpit@v1', broken: 'example.com/broken@v1' },
          go.env,
        ),
      ).rejects.toThrow(
        new GoBinaryMissingError(
          'go install example.com/broken@v1 failed: cannot find module providing package example.com/broken@v1',
        ),
      );
      // No `go install` is left running after the failure is reported.
      expect(go.log()).toContain('end mailpit');
    } finally {
      go.cleanUp();
    }
  });

  it('names Go as missing when there is none to install with', async () => {
    await expect(
      findOrInstallGoBinaries({ mailpit: 'example.com/x/mailpit@v1' }, { PATH: '/nonexistent' }),
    ).rejects.toThrow('mailpit is not installed and Go is not available to install it.');
  });
});
