import {
  CATEGORIES,
  type Category,
  COMPANY,
  REGIONS,
  type Region,
  regionLabel,
} from '@one-world/contract';

const TITLES: Record<string, string> = {
  '/': 'Home',
  '/inspiration': 'Weekly inspiration',
  '/forms/form-elements': 'Form Elements',
  '/forms/form-layout': 'Form Layout',
  '/about': 'About Us',
  '/privacypolicy': 'Privacy Policy',
  '/review': 'Reviews',
  '/addreview': 'Add Review',
  '/shop': 'Shop',
  '/commingsoon': 'Coming Soon',
  '/auth/signin': 'Sign In',
  '/auth/signup': 'Sign Up',
  '/cart': 'Shopping Cart',
  '/report': 'Report',
  '/checkout-success': 'Payment Done',
  '/welcome': 'Welcome',
  '/codeconduct': 'Code of Conduct',
  '/mission': 'Our Mission',
  '/joinglobal': 'Global Family',
  '/pricing': 'Membership Plans',
  '/quiz': 'Quiz Yourself',
  '/asia': 'Asia',
  '/createpost': 'Create Post',
  '/profile': 'My Profile',
  '/chats': 'Chats',
};

const isCategory = (value: string | undefined): value is Category =>
  CATEGORIES.some((c) => c === value);
const isRegion = (value: string | undefined): value is Region => REGIONS.some((r) => r === value);

/** The default document title for a path: "Page · One World", or the bare name when unknown. */
export function documentTitle(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let title = TITLES[path];
  if (!title) {
    const [, first, second] = path.split('/');
    if (isCategory(first)) {
      title = isRegion(second) ? `${first} · ${regionLabel(second, first)}` : first;
    } else if (first === 'inspiration') title = 'Inspiration';
    else if (first === 'userprofile' || first === 'users') title = 'Profile';
  }
  return title ? `${title} · ${COMPANY}` : COMPANY;
}
