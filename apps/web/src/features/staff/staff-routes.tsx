// The staff console's pages, one lazily loaded chunk (the router imports this file with import(), so
// vendors never download it): the sign-in, the frame and its sections.
export { StaffLoginPage } from './routes/staff-login-page.tsx';
export { StaffFrame } from './routes/staff-frame.tsx';
export { StaffHomePage } from './routes/staff-home-page.tsx';
export { StaffAccountsPage } from './routes/staff-accounts-page.tsx';
