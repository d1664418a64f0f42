// Test files run under mocha in the browser; the project's tsconfig lists only
// node and vite types, so the mocha globals (describe, it, before…) come in here.
/// <reference types="mocha" />
