// Commit subjects say what a commit does in at most 72 characters; the why goes in its body (CONTRIBUTING.md).
// Checked for every commit after SINCE, the last commit made before the rule: older history is left as written.
// Run by `npm run lint`; outside a git checkout there is nothing to check.
import { execFileSync } from 'node:child_process';

const SINCE = '106d6c11a88904171040390e7907b029b8c9d898';
const LIMIT = 72;

const git = (...args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

function commits() {
  try {
    git('rev-parse', '--git-dir');
  } catch {
    return null;
  }
  let range = `${SINCE}..HEAD`;
  try {
    git('cat-file', '-e', `${SINCE}^{commit}`);
  } catch {
    // A shallow clone without the rule's first commit: every commit it has came after it.
    range = 'HEAD';
  }
  return git('log', '--format=%h%x09%s', range)
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [hash, ...subject] = line.split('\t');
      return { hash, subject: subject.join('\t') };
    });
}

const found = commits();
if (found === null) {
  console.log('commit subjects: not a git checkout, nothing to check');
} else {
  const long = found.filter(({ subject }) => [...subject].length > LIMIT || subject.trim() === '');
  for (const { hash, subject } of long)
    console.error(`${hash}: subject of ${[...subject].length} characters (at most ${LIMIT}): ${subject}`);
  if (long.length > 0) {
    console.error('Say what the commit does in the subject; the why goes in the body (CONTRIBUTING.md).');
    process.exit(1);
  }
  console.log(`commit subjects: ${found.length} checked, each at most ${LIMIT} characters`);
}
