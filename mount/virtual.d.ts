// The modules the build derives from the widgets' manifests (vite.manifests.ts).
declare module 'virtual:storefront/registry' {
  import type { RegistryEntry } from '../src/mount/types';
  /** every manifest's rows, named after their widget's folder, in their `order` */
  export const registry: RegistryEntry[];
}

declare module 'virtual:storefront/react-widgets' {
  /** the widgets whose manifest says `kind: 'react'` */
  export const REACT_WIDGETS: ReadonlySet<string>;
}

declare module 'virtual:storefront/first-paint' {
  /** each calls that hook of every manifest's `firstPaint` module (FirstPaintJob in src/mount/types.ts) */
  export const start: (doc: Document) => void;
  export const frame: (doc: Document) => void;
  export const parsed: (doc: Document) => void;
  export const noEntry: (doc: Document) => void;
  export const withoutHead: (doc: Document) => void;
}
