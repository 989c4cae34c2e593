import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@shop/tools/chromium';

export default defineConfig({
  testDir: './src',
  globalSetup: './global-setup.ts',
  // One worker: the whole shop runs on this machine's two cores beside the browser.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // The run ends by naming the spec files that took longest (over 30 s each), with their time.
  reportSlowTests: { max: 10, threshold: 30_000 },
  outputDir: './test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    // Recording a trace for every test (`retain-on-failure`) streams screenshots all along: in CI
    // that kept Chromium's GPU and browser processes busy with a whole core and made the run ~20 %
    // slower. There a failed test is run again, with its trace (`on-first-retry`).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
});
