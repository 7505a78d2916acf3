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
  import type { FirstPaintStart } from '../src/mount/types';
  /** every manifest's `firstPaint` module's `start` */
  export const jobs: FirstPaintStart[];
  /** what those modules run when storefront.js is enqueued without the head script */
  export const withoutHead: (doc: Document) => void;
  /** every manifest's `parsedWhole`, one selector list */
  export const parsedWhole: string;
  /** every manifest's `firstPaintCss` */
  export const firstPaintCss: string;
}

declare module 'virtual:storefront/stand-ins' {
  import type { InlineGlobal } from '../src/mount/types';
  /** every manifest's `globals`, each with its widget */
  export const STAND_INS: Array<InlineGlobal & { widget: string }>;
}
