import { SHEET_MAX_WIDTH_PX, TOUCH_TARGET_PX } from '../../src/constants.ts'

// On a phone the modal is a bottom sheet: full width, anchored to the bottom edge, clear of the notch and the
// home indicator (safe-area insets), every control at least a finger wide, a handle to drag it away. The
// snackbar shows above the sheet: below it is the screen's edge.
export const SHEET_STYLES = `
.wd-sheet-handle { display: none; }
@media (max-width: ${SHEET_MAX_WIDTH_PX}px) {
  .wd-root:not(.wd-toast) { align-items: flex-end; }
  .wd-modal {
    width: 100%;
    max-width: 100%;
    max-height: calc(100dvh - 24px - env(safe-area-inset-top));
    border-width: 1px 0 0;
    border-radius: var(--wd-radius-l) var(--wd-radius-l) 0 0;
    padding: 0 env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left);
    animation: wd-sheet-in var(--wd-duration-height) ease-out;
  }
  .wd-sheet-handle { display: flex; justify-content: center; padding: 8px 0 0; margin-bottom: -8px; }
  .wd-sheet-handle::before { content: ''; width: 36px; height: 4px; border-radius: 2px; background: var(--wd-border); }
  .wd-sheet-handle, .wd-header { touch-action: none; }
  .wd-icon-button, .wd-header-spacer { width: ${TOUCH_TARGET_PX}px; height: ${TOUCH_TARGET_PX}px; }
  .wd-button, .wd-tab, .wd-input, .wd-list-item { min-height: ${TOUCH_TARGET_PX}px; }
  .wd-warning label { min-height: ${TOUCH_TARGET_PX}px; align-items: center; }
  .wd-warning input[type='checkbox'] { width: 24px; height: 24px; flex: none; }
  .wd-snackbar-region { top: auto; bottom: 100%; }
  .wd-snackbar { top: auto; bottom: 12px; }
}
@keyframes wd-sheet-in { from { transform: translateY(24px); opacity: 0; } to { transform: none; opacity: 1; } }
`
