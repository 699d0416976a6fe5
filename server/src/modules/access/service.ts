/**
 * The files of the web build the access gate leaves open while locked: what
 * the /access page itself loads (scripts, styles, fonts, icons, images). Pages (*.html) and hidden
 * files (the build's .vite/manifest.json) are not assets.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * @param distDir Vite's build output, or undefined when the server serves no web app.
 * @returns URL paths ("/assets/index-abc.js", "/favicon.svg") of every file under `distDir` except
 *   pages and hidden files; empty when there is no build. Read once at start-up: a build's files
 *   do not change while it is served.
 */
export function listStaticAssets(distDir: string | undefined): Set<string> {
  const assets = new Set<string>();
  if (!distDir || !existsSync(distDir)) return assets;
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep);
    if (relative.some((segment) => segment.startsWith('.')) || entry.name.endsWith('.html')) continue;
    assets.add(`/${relative.join('/')}`);
  }
  return assets;
}
