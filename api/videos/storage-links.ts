// The addresses the demo's storage hands out: a preview picture, a clip to play, a file to download. Each carries a
// signed claim of its own (what it is for, which file, until when), never the session's token, so it works as a plain
// link — opened in a tab, an <img>, a download — and cannot be made up for another file. Signed with a secret of this
// process: a restart ends every link, as a real storage's rotated key would.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Under the contract API's own namespace: the demo's stand-in for a storage host, as its sign-in pages are. */
export const STORAGE_PATH = '/__contract/storage/';

export type LinkKind = 'preview' | 'clip' | 'download';
/** What a link is for: a service video (`media`) or a recording or upload (`video`), by id; `exp` in ms. */
export type LinkClaim = { kind: LinkKind; of: 'media' | 'video'; id: number; exp?: number };

const KINDS: readonly LinkKind[] = ['preview', 'clip', 'download'];

export class StorageLinks {
  readonly #secret = randomBytes(32);

  constructor(private readonly now: () => number) {}

  /** The address of a claim, on the origin the request reached. */
  address(origin: string, claim: LinkClaim): string {
    const payload = Buffer.from(JSON.stringify({ o: claim.of, i: claim.id, e: claim.exp })).toString('base64url');
    return `${origin}${STORAGE_PATH}${claim.kind}/${payload}.${this.#sign(`${claim.kind}.${payload}`)}`;
  }

  /** The claim of a path under STORAGE_PATH (`preview/…`), if it is one this process signed and it has not expired. */
  read(rest: string): LinkClaim | undefined {
    const [kind, token, ...more] = rest.split('/');
    if (more.length > 0 || !KINDS.includes(kind as LinkKind) || token === undefined) return undefined;
    const [payload, signature, ...extra] = token.split('.');
    if (payload === undefined || signature === undefined || extra.length > 0) return undefined;
    const expected = Buffer.from(this.#sign(`${kind}.${payload}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    let claim: { o?: unknown; i?: unknown; e?: unknown };
    try {
      claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claim;
    } catch {
      return undefined;
    }
    if ((claim.o !== 'media' && claim.o !== 'video') || !Number.isSafeInteger(claim.i)) return undefined;
    if (claim.e !== undefined && (typeof claim.e !== 'number' || this.now() >= claim.e)) return undefined;
    return {
      kind: kind as LinkKind,
      of: claim.o,
      id: claim.i as number,
      ...(claim.e === undefined ? {} : { exp: claim.e as number }),
    };
  }

  #sign(input: string): string {
    return createHmac('sha256', this.#secret).update(input).digest('base64url');
  }
}
