// Apart from the bar itself: root.tsx's head script reads these on every page, and importing
// them from mobile-footer-ad.tsx made the root carry the bar and the ad slot's code.
export const MOBILE_FOOTER_AD_KEY = "mobileFooterAdClosed";
export const MOBILE_FOOTER_AD_CLASS = "mobile-footer-ad-closed";
