export declare const INSTALL_COMMAND: string;
export declare const CHROMIUM_ARGS: string[];
/** The Chromium binary to use, or null when none is installed. */
export declare function findChromium(): Promise<string | null>;
/** The Chromium binary, or an error saying exactly how to install one. */
export declare function requireChromium(): Promise<string>;
