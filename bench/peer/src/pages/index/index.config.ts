export default definePageConfig({ navigationBarTitleText: 'Peer' })
