// Guard check: removes each guard the behaviour depends on (serial cart queue, latest-wins, submit guard,
// nonce retry once and not after a failed refresh, sanitizer, stale fragment refreshes giving way) from the
// source, one at a time, runs the tests named for it and expects them to FAIL; the source is restored after
// each run (also on Ctrl-C). A guard whose tests still pass without it is reported: its tests catch nothing.
//
//   npx tsx tools/guards.ts               every removal (vitest and the named browser tests)
//   npx tsx tools/guards.ts --no-e2e      only the removals caught by vitest tests
//   npx tsx tools/guards.ts --only queue-bypass,sanitizer
//   npx tsx tools/guards.ts --no-baseline  skip the first run of each test set with the guard in place
//
// Each test set first runs with the guard in place and must pass (a removal "caught" by a test that fails
// anyway proves nothing). Every run's output is in test-results/guards/<id>-<run>.log.
// Exit 0 when every removal was caught, 1 otherwise.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

interface Edit {
  find: string;
  replace: string;
}

interface Removal {
  id: string;
  /** what is taken away, in words */
  what: string;
  file: string;
  edits: Edit[];
  vitest?: { files: string[]; name?: string };
  e2e?: { files: string[]; grep: string };
}

export const REMOVALS: Removal[] = [
  {
    id: 'queue-bypass',
    what: 'listing add-to-cart bypasses the serial cart queue',
    file: 'widgets/add-to-cart/addRequest.ts',
    edits: [
      {
        find: 'return cartQueue.push(() =>\n    wcAjax(',
        replace: 'return ((task: () => Promise<CartAnswer>) => task())(() =>\n    wcAjax(',
      },
    ],
    e2e: { files: ['widgets/add-to-cart/addToCart.e2e.ts'], grep: 'three rapid add-to-cart clicks' },
  },
  {
    id: 'queue-parallel',
    what: 'the serial queue starts every task at once',
    file: 'src/ajax/queue.ts',
    edits: [{ find: 'const run = tail.then(task, task);', replace: 'const run = task();' }],
    vitest: { files: ['src/ajax/concurrency.test.ts'], name: 'serialQueue' },
    e2e: { files: ['widgets/add-to-cart/addToCart.e2e.ts'], grep: 'three rapid add-to-cart clicks' },
  },
  {
    id: 'latest-wins',
    what: 'latest-wins delivers superseded answers and aborts nothing',
    file: 'src/ajax/latest.ts',
    edits: [
      { find: '      current?.abort();\n      const controller', replace: '      const controller' },
      {
        find: "        if (mine !== seq || controller.signal.aborted) throw new ApiError('aborted', 'superseded');\n        return value;",
        replace: '        return value;',
      },
    ],
    vitest: {
      files: [
        'src/ajax/concurrency.test.ts',
        'widgets/product-search/SearchBox.test.tsx',
        'widgets/live-search/LiveSearch.test.tsx',
      ],
      name: 'latestWins|out of order',
    },
  },
  {
    id: 'live-search-latest',
    what: 'live search calls wp/v2 without latest-wins',
    file: 'widgets/live-search/LiveSearch.tsx',
    edits: [
      {
        find: '      latest\n        .run((signal) => liveSearch(cfg, term, signal))',
        replace: '      liveSearch(cfg, term, new AbortController().signal)',
      },
    ],
    vitest: { files: ['widgets/live-search/LiveSearch.test.tsx'], name: 'out of order' },
  },
  {
    id: 'submit-guard',
    what: 'the submit guard lets a second submit through while one is in flight',
    file: 'src/ajax/guard.ts',
    edits: [{ find: '      if (inflight) return inflight as Promise<T>;', replace: '' }],
    vitest: { files: ['src/ajax/concurrency.test.ts'], name: 'submitGuard' },
  },
  {
    id: 'login-otp-required',
    what: 'the OTP login panes send an empty contact or code',
    file: 'widgets/otp-login/OtpPane.tsx',
    edits: [{ find: '    if (empty === undefined) return true;', replace: '    return true;' }],
    vitest: { files: ['widgets/otp-login/OtpLogin.test.tsx'], name: 'required fields per method' },
  },
  {
    id: 'login-password-required',
    what: 'the e-mail/password pane sends an empty login or password',
    file: 'widgets/otp-login/PasswordPane.tsx',
    edits: [{ find: '    if (empty === undefined) return true;', replace: '    return true;' }],
    vitest: { files: ['widgets/otp-login/OtpLogin.test.tsx'], name: 'required fields per method' },
  },
  {
    id: 'nonce-retry-twice',
    what: 'an expired REST nonce is refreshed and retried twice',
    file: 'src/ajax/rest.ts',
    edits: [
      {
        find: '      return parse(await once(opts)); // one retry; a second nonce failure is final',
        replace:
          "      try {\n        return parse(await once(opts));\n      } catch (again) {\n        if (again instanceof ApiError && again.code === 'nonce' && (await refreshNonce())) return parse(await once(opts));\n        throw again;\n      }",
      },
    ],
    vitest: { files: ['src/ajax/client.test.ts'], name: 'gives up after one retry' },
  },
  {
    id: 'nonce-retry-after-failed-refresh',
    what: 'the REST call is retried even when the nonce refresh failed',
    file: 'src/ajax/rest.ts',
    edits: [
      {
        find: "e.code === 'nonce' && (await refreshNonce())",
        replace: "e.code === 'nonce' && ((await refreshNonce()) || true)",
      },
    ],
    vitest: { files: ['src/ajax/client.test.ts'], name: 'does not retry when the refresh fails' },
  },
  {
    id: 'sanitizer',
    what: 'server HTML is inserted as it came',
    file: 'src/html/sanitize.ts',
    edits: [
      {
        // every clean path (sanitize, cleanNodes, SafeHtml, setSafeHtml) goes through sanitizeFragment
        find: '  const out: unknown = purifier().sanitize(html);',
        replace: '  const out: unknown = document.createRange().createContextualFragment(html);',
      },
    ],
    vitest: { files: ['src/html/sanitize.test.tsx'], name: 'neutralises' },
  },
  {
    id: 'fragments-give-way',
    what: 'a cart-fragments refresh no longer gives way to a later refresh or to an add',
    file: 'src/ajax/queue.ts',
    edits: [{ find: '      yielding.forEach((c) => c.abort());\n', replace: '' }],
    vitest: { files: ['widgets/cart-fragments/lifecycle.test.ts'], name: 'gives way to an add' },
  },
  {
    id: 'fragments-in-order',
    what: 'fragment answers are put on the page side by side, not one after another',
    file: 'src/cart/fragments.ts',
    edits: [
      {
        find: '  const run = replacing.then(() => replaceFragments(fragments));',
        replace: '  const run = replaceFragments(fragments);',
      },
    ],
    vitest: { files: ['src/cart/fragments.test.ts'], name: 'in the order they came' },
  },
  {
    id: 'mini-cart-remove-twice',
    what: 'a second click on a mini-cart remove link sends a second request while the first is in flight',
    file: 'widgets/mini-cart/useLines.ts',
    edits: [
      {
        find: '      if (pending.current.has(item.key)) return; // one request per row, however many clicks\n',
        replace: '',
      },
    ],
    vitest: {
      files: ['widgets/mini-cart/MiniCart.test.tsx'],
      name: 'a second click while the remove is in flight',
    },
  },
  {
    id: 'signup-native-fallback',
    what: 'a submit held on the signup form gets the native fallback (a GET with the password) instead of a message',
    file: 'widgets/signup/manifest.ts',
    edits: [{ find: "      hold: { fallback: 'message' },", replace: "      hold: { fallback: 'native' }," }],
    e2e: { files: ['fixtures/pages/held-actions.e2e.ts'], grep: 'signup, chunk failing' },
  },
  {
    id: 'review-form-submit-twice',
    what: "the review and question forms' flow runs every submit, without its submit guard",
    file: 'src/reviews/useFormFlow.ts',
    edits: [
      {
        find: '      guard.current.run(async () => {',
        replace: '      ((task: () => Promise<void>) => task())(async () => {',
      },
    ],
    vitest: { files: ['widgets/review-form/ReviewForm.test.tsx'], name: 'Enter twice' },
  },
  {
    id: 'storage-remove-throws',
    what: 'local.remove() lets a throwing removeItem through',
    file: 'src/dom/storage.ts',
    edits: [
      {
        find: '      try {\n        real()?.removeItem(key);\n      } catch {\n        /* nothing to do */\n      }',
        replace: '      real()?.removeItem(key);',
      },
    ],
    vitest: { files: ['src/dom/dom.test.ts'], name: 'removeItem that throws' },
  },
];

const LOGS = 'test-results/guards';

function run(cmd: string, args: string[], log: string): number {
  const r = spawnSync(cmd, args, { encoding: 'utf8', env: { ...process.env, CI: '' }, timeout: 15 * 60_000 });
  mkdirSync(LOGS, { recursive: true });
  writeFileSync(`${LOGS}/${log}.log`, `$ ${cmd} ${args.join(' ')}\n${r.stdout ?? ''}${r.stderr ?? ''}`);
  return r.status ?? 1;
}

const vitestArgs = (v: NonNullable<Removal['vitest']>) => [
  'vitest',
  'run',
  ...v.files,
  ...(v.name ? ['-t', v.name] : []),
];
const e2eArgs = (e: NonNullable<Removal['e2e']>) => [
  'playwright',
  'test',
  ...e.files,
  '-g',
  e.grep,
  '--workers=1',
];

/** Apply a removal; returns the original text to restore. */
function apply(r: Removal): string {
  const original = readFileSync(r.file, 'utf8');
  let text = original;
  for (const e of r.edits) {
    const at = text.indexOf(e.find);
    if (at < 0 || text.indexOf(e.find, at + 1) >= 0)
      throw new Error(`${r.id}: the guard's code is not found once in ${r.file} (update tools/guards.ts)`);
    text = text.slice(0, at) + e.replace + text.slice(at + e.find.length);
  }
  writeFileSync(r.file, text);
  return original;
}

function main(): number {
  const argv = process.argv.slice(2);
  const noE2e = argv.includes('--no-e2e');
  const onlyAt = argv.indexOf('--only');
  const only = onlyAt >= 0 ? (argv[onlyAt + 1] ?? '').split(',').filter(Boolean) : [];
  const baseline = !argv.includes('--no-baseline');
  const chosen = REMOVALS.filter((r) => !only.length || only.includes(r.id));
  let restore: (() => void) | null = null;
  process.on('SIGINT', () => {
    restore?.();
    process.exit(130);
  });
  const rows: string[] = [];
  let missed = 0;
  for (const r of chosen) {
    const e2e = r.e2e && !noE2e ? r.e2e : undefined;
    if (baseline) {
      const broken = [
        r.vitest && run('npx', vitestArgs(r.vitest), `${r.id}-vitest-baseline`) !== 0 ? 'vitest' : '',
        e2e && run('npx', e2eArgs(e2e), `${r.id}-e2e-baseline`) !== 0 ? 'e2e' : '',
      ].filter(Boolean);
      if (broken.length) {
        missed++;
        rows.push(
          `${r.id.padEnd(34)} FAILS WITH THE GUARD IN PLACE (${broken.join(', ')}): fix the test first`,
        );
        console.log(rows.at(-1));
        continue;
      }
    }
    const original = apply(r);
    restore = () => writeFileSync(r.file, original);
    try {
      const results: string[] = [];
      if (r.vitest) {
        const code = run('npx', vitestArgs(r.vitest), `${r.id}-vitest`);
        results.push(code !== 0 ? 'vitest caught it' : 'vitest MISSED it');
        if (code === 0) missed++;
      }
      if (e2e) {
        const code = run('npx', e2eArgs(e2e), `${r.id}-e2e`);
        results.push(code !== 0 ? 'e2e caught it' : 'e2e MISSED it');
        if (code === 0) missed++;
      }
      rows.push(`${r.id.padEnd(34)} ${results.join(', ') || 'skipped (e2e only)'} — ${r.what}`);
      console.log(rows.at(-1));
    } finally {
      restore();
      restore = null;
    }
  }
  console.log(missed ? `\n${missed} removal(s) not caught` : '\nevery removal was caught');
  return missed ? 1 : 0;
}

process.exitCode = main();
