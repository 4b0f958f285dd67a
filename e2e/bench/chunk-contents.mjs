/**
 * What is in the JavaScript chunks: builds the shell and every remote with source maps into a temporary folder
 * (their served builds stay untouched), then attributes each chunk's minified bytes to the packages (or the
 * app's own folders) its source map names, and prints, per app, the biggest chunks with their biggest parts and
 * every package found in more than one chunk (a package bundled twice in one app).
 * Chunk ids (the name before the hash) are the same as in the served build, so a chunk that
 * `WEIGHT_SCRIPTS=1 npm run bench:weight` lists is found here by its id.
 * Run: `node bench/chunk-contents.mjs [shell|courses|blog|...]` from e2e/. `CHUNKS_DIR=<dir>` reads an earlier run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const wanted = process.argv.slice(2);
const apps = [
  ['shell', join(repoRoot, 'shell')],
  ...readdirSync(join(repoRoot, 'remotes')).map((name) => [name, join(repoRoot, 'remotes', name)]),
].filter(([name, dir]) => existsSync(join(dir, 'rsbuild.config.ts')) && (!wanted.length || wanted.includes(name)));

const outDir = process.env.CHUNKS_DIR ?? mkdtempSync(join(tmpdir(), 'skillhub-chunks-'));
if (!process.env.CHUNKS_DIR) {
  for (const [name, dir] of apps) {
    console.error(`building ${name} with source maps…`);
    execFileSync('npx', ['rsbuild', 'build'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DIST_DIR: join(outDir, name), BUILD_SOURCE_MAPS: '1' },
    });
  }
  console.error(`builds in ${outDir}`);
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...BASE64].map((c, i) => [c, i]));

/** Bytes of generated code per source index, from the `mappings` of a source map. */
function bytesPerSource(map, code) {
  const lines = code.split('\n');
  const sizes = new Array(map.sources.length).fill(0);
  let source = 0;
  map.mappings.split(';').forEach((line, lineNo) => {
    const text = lines[lineNo] ?? '';
    let column = 0;
    let previous = null;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = DIGIT[char];
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (previous) sizes[previous.source] += column - previous.column;
      if (values.length > 1) source += values[1];
      previous = values.length > 1 ? { source, column } : null;
    }
    if (previous) sizes[previous.source] += text.length - previous.column;
  });
  return sizes;
}

/** The package (or app folder) a source path belongs to. */
function owner(source) {
  const path = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/\?.*$/, '');
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = path.slice(nm + 'node_modules/'.length).split('/');
    const pkg = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    // antd, icons and zod are told apart by folder: which components, icons or zod flavours ride along.
    if (pkg === 'zod') return `zod/${parts.slice(1, -1).join('/')}`;
    return pkg;
  }
  const m = path.match(/(shell|shared|remotes\/[^/]+|shared\/session)\/src\/([^/]+)/);
  return m ? `${m[1]}/src/${m[2]}` : path.split('/').slice(0, 2).join('/');
}

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const kB = (bytes) => (bytes / 1000).toFixed(1).padStart(7);
for (const [name] of apps) {
  const maps = filesUnder(join(outDir, name)).filter((f) => f.endsWith('.js.map') && !f.includes('/.staging/'));
  const chunks = maps.map((mapFile) => {
    const code = readFileSync(mapFile.slice(0, -4), 'utf8');
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    const sizes = bytesPerSource(map, code);
    const parts = new Map();
    map.sources.forEach((source, i) => {
      parts.set(owner(source), (parts.get(owner(source)) ?? 0) + sizes[i]);
    });
    return {
      file: relative(join(outDir, name), mapFile.slice(0, -4)),
      raw: code.length,
      br: brotliCompressSync(code).length,
      parts: [...parts].sort((a, b) => b[1] - a[1]),
    };
  });
  chunks.sort((a, b) => b.raw - a.raw);
  console.log(`\n=== ${name}: ${chunks.length} chunks, ${kB(chunks.reduce((s, c) => s + c.raw, 0))} kB raw`);
  for (const chunk of chunks.slice(0, Number(process.env.CHUNKS_TOP ?? 12))) {
    console.log(`${kB(chunk.raw)} kB raw ${kB(chunk.br)} kB br  ${chunk.file}`);
    for (const [part, size] of chunk.parts.slice(0, 8)) console.log(`            ${kB(size)} kB  ${part}`);
  }
  const seen = new Map();
  for (const chunk of chunks) {
    for (const [part, size] of chunk.parts) {
      if (size < 2000 || !/^(@?[a-z]|zod)/.test(part) || part.includes('/src/')) continue;
      seen.set(part, [...(seen.get(part) ?? []), `${chunk.file.split('/').pop()} (${kB(size).trim()} kB)`]);
    }
  }
  const twice = [...seen].filter(([, where]) => where.length > 1);
  if (twice.length) {
    console.log('  in more than one chunk:');
    for (const [part, where] of twice) console.log(`    ${part}: ${where.join(', ')}`);
  }
}
