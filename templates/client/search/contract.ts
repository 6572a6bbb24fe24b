/** What the search dialog's lazily loaded module (`./index.ts`) gives the page's script (`../search-trigger.ts`). */
export interface SearchDialog {
  /** Fetches the index a first query needs. */
  preload(): void;
  /**
   * Opens the dialog (or focuses it when open); focus goes back to `returnFocus` when it closes.
   * `typed` is what the reader typed while the dialog's module was on its way: it is searched.
   */
  open(returnFocus: HTMLElement | null, typed?: string): void;
}

/** The module's export: the dialog of the index whose manifest is at `indexUrl`. */
export type StartSearch = (indexUrl: string) => SearchDialog;
