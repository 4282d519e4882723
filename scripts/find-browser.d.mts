export declare const debianChromium: string[];
/** $CHROMIUM_PATH, then Debian's Chromium, else null (Playwright then uses its own browser). */
export declare function findChromium(): string | null;
