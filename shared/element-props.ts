import type { AttributeSpecs, AttributeValues } from './attributes.ts';

/** What every feature component receives: its typed attributes, its host and its server markup. */
export type ElementProps<Specs extends AttributeSpecs> = AttributeValues<Specs> & {
  /** The custom element itself (light DOM): the target for `emit()`. */
  host: HTMLElement;
  /**
   * The element's server-rendered children as they were before React rendered
   * (React empties its container): the no-JS fallback or content to keep.
   * Show them with `<ServerContent nodes={serverContent} />`.
   */
  serverContent: readonly Node[];
  /** The text of a child `<script type="application/json">`, for larger payloads (DESIGN rule 5); null if none. */
  serverJson: string | null;
};
