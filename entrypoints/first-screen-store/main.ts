import { storeFirstScreen } from '@/lib/first-screen/first-screen-snapshot';

// The encoded snapshot comes in the URL's fragment (empty: drop it), and is stored before the
// document's load, which is when the background's createDocument resolves.
const text = decodeURIComponent(location.hash.slice(1));
storeFirstScreen(text === '' ? null : text);
