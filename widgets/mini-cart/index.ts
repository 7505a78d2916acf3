// Astra's mini-cart flyout: a React root inside the drawer Astra prints (#astra-mobile-cart-drawer). Its
// header cart count is the cart-count widget (a store subscriber); both read the one store.
import type { ReactWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { arabic } from './ar';
import { MiniCart } from './MiniCart';

addArabic(arabic);

const widget: ReactWidget = { Component: MiniCart, placement: 'inside' };
export default widget;
