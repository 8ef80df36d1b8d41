import type { ComponentType } from 'react'
import type { RootStore } from '@/stores/root-store'

/** Contract of `consent-reminder.h5.tsx` / `.weapp.tsx`: asking again for consent when the app starts or returns. */
export declare function ConsentReminder(): JSX.Element | null
/** What every page draws over itself (PageOverlay): the question in the mini-program, nothing in a browser. */
export declare const consentOverlay: ComponentType | null
export declare function remindOfConsent(store: RootStore): void
