// Browser tests run in Debian's Chromium; a fresh machine does not have it, so install it with apt.
// Playwright must never download a browser of its own (the network allows only the registries).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROME_PATH || '/usr/bin/chromium';
if (existsSync(path)) {
  console.log(`chromium: ${path}`);
} else {
  console.log('chromium missing: installing Debian packages chromium and fonts-liberation');
  const sudo = process.getuid && process.getuid() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq chromium fonts-liberation fonts-dejavu-core`, {
    stdio: 'inherit'
  });
  if (!existsSync(path)) {
    console.error(`chromium still missing at ${path}`);
    process.exit(1);
  }
}
