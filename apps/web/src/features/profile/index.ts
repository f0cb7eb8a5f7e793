export { useProfileDetail } from './api/get-profile-detail';
export { PlayedGames } from './components/played-games';
export { ProfileForm } from './components/profile-form';
