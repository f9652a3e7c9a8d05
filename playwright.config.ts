import { defineConfig } from "@playwright/test";

// End-to-end tests drive Debian's Chromium (browser downloads are not possible here) against a
// production build served by tests/e2e/server.ts on its own port and its own fresh database.
const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
        // Custom-domain tests: the demo sites' production domains resolve to this machine only.
        "--host-resolver-rules=MAP *.com.au 127.0.0.1, MAP *.au 127.0.0.1",
      ],
    },
  },
  webServer: {
    command: "tsx tests/e2e/server.ts",
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: { E2E_PORT: String(port) },
  },
});
