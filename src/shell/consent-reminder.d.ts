import type { RootStore } from '@/stores/root-store'

/** Contract of `consent-reminder.h5.tsx` / `.weapp.tsx`: asking again for consent when the app starts or returns. */
export declare function ConsentReminder(): JSX.Element | null
export declare function remindOfConsent(store: RootStore): void
