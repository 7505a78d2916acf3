// `<wc-order-attribution-inputs>`: WooCommerce prints it empty in the checkout and registration forms; it holds
// one hidden `<prefix><field>` input per field, and `element.values = {...}` fills them. Defined here only when
// no other script (WooCommerce's own) defined it first. Inputs are created as elements and values set as
// properties: a UTM value with quotes or markup stays a plain value (WooCommerce once built them as HTML).
export const TAG = 'wc-order-attribution-inputs';

export interface AttributionInputsElement extends HTMLElement {
  values: Record<string, string | null> | undefined;
}

interface Names {
  prefix: string;
  fields: string[];
}

export function syncInputs(
  el: HTMLElement,
  { prefix, fields }: Names,
  values: Record<string, string | null> | undefined,
): void {
  for (const field of fields) {
    const name = prefix + field;
    // prefix and field names are checked word characters (src/settings/attribution.ts): a plain selector
    let input = el.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (!input) {
      input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      el.appendChild(input);
    }
    input.value = values?.[field] ?? '';
  }
}

export function defineAttributionInputs(config: () => Names): void {
  if (customElements.get(TAG)) return;
  class AttributionInputs extends HTMLElement implements AttributionInputsElement {
    // field names are fixed when the element is made, as WooCommerce does
    private readonly names = config();
    private current: Record<string, string | null> | undefined;

    constructor() {
      super();
      // values set before the upgrade live on the instance: take them over through the setter
      if (Object.hasOwn(this, 'values')) {
        const early: unknown = Reflect.get(this, 'values');
        Reflect.deleteProperty(this, 'values');
        // input.value takes the text of whatever was given; a non-object gives empty inputs
        this.values =
          typeof early === 'object' && early !== null ? (early as Record<string, string | null>) : undefined;
      }
    }

    connectedCallback(): void {
      syncInputs(this, this.names, this.current);
    }

    set values(v: Record<string, string | null> | undefined) {
      this.current = v;
      if (this.isConnected) syncInputs(this, this.names, v);
    }

    get values(): Record<string, string | null> | undefined {
      return this.current;
    }
  }
  customElements.define(TAG, AttributionInputs);
}
