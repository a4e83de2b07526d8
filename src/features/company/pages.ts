// The company area's pages in one chunk: one entry in the app's route table costs the home
// route's first load less than eight, and a booking walks through most of them anyway.
export { default as CompanyOrderListPage } from './OrderListPage';
export { default as GroupSelectPage } from './GroupSelectPage';
export { default as AddItemPage } from './AddItemPage';
export { default as AddComboPage } from './AddComboPage';
export { default as CompanyOrderDetailPage } from './OrderDetailPage';
export { default as CompanyOrderInfoPage } from './OrderInfoPage';
export { default as CompanyOrderSuccessPage } from './OrderSuccessPage';
export { default as TeamRegisterPage } from './TeamRegisterPage';
