// The account points page as React roots on the plugin's own controls,
// wherever a template prints them: one root per control, each doing that control's part.
import type { WidgetProps } from '../../src/mount/types';
import { LevelBenefits } from './LevelBenefits';
import { LevelUpgrade } from './LevelUpgrade';
import { NotifyOptOuts } from './NotifyOptOuts';
import { PointsLog } from './PointsLog';
import { WalletConversion } from './WalletConversion';
import './account-points.css';

export function AccountPoints({ el }: WidgetProps) {
  if (el.matches('#wps_wpr_custom_wallet')) return <WalletConversion button={el} />;
  if (el.matches('#wps_wpr_upgrade_level_click')) return <LevelUpgrade trigger={el} />;
  if (el.matches('.wps_wpr_level_benefits[data-id]')) return <LevelBenefits link={el} />;
  if (el.matches('.wps_wpr_common_slider')) return <PointsLog toggle={el} />;
  if (el.matches('.wps_wpr_notify_notice_wrap')) return <NotifyOptOuts notice={el} />;
  return null;
}
