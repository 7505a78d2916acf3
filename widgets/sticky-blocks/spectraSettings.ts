// The settings Spectra's page script hands `UAGBBlockPositioning.init(attrs, selector)` for a sticky container
// (includes/blocks/container/frontend.js.php: the block's attributes with UAGStickyLocation defaulted to top,
// UAGStickyRestricted to false, a non-numeric UAGStickyOffset to 0).
import { bool, num, obj, oneOf, str } from '../../src/settings/parse';

export const readPositionAttrs = obj({
  UAGStickyLocation: oneOf(['top', 'bottom'], 'top'),
  UAGStickyRestricted: bool(false),
  UAGStickyOffset: num(0),
  /** a root container has no parent container to be restricted to */
  isBlockRootParent: bool(false),
  UAGAnimationType: str(''),
  UAGAnimationTime: str(''),
  UAGAnimationDelay: str(''),
  UAGAnimationEasing: str(''),
});
export type PositionAttrs = ReturnType<typeof readPositionAttrs>;
