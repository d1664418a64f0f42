export declare const INSTALL_COMMAND: string;
/** Flags for any launcher of a headless Chromium. */
export declare const CHROMIUM_FLAGS: string[];
/** The features Playwright's own --disable-features switch turns off, repeated in ours. */
export declare const PLAYWRIGHT_DISABLED_FEATURES: string[];
/** The address bar's popup pages, turned off. */
export declare const OMNIBOX_POPUP_FEATURES: string[];
/** The spare renderer Chromium starts ahead of a navigation, turned off. */
export declare const SPARE_RENDERER_FEATURES: string[];
/** Every Playwright launch: the flags, and the features off. */
export declare const CHROMIUM_ARGS: string[];
/** The Chromium binary to use, or null when none is installed. */
export declare function findChromium(): Promise<string | null>;
/** The Chromium binary, or an error saying exactly how to install one. */
export declare function requireChromium(): Promise<string>;
