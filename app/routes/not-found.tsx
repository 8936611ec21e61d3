import { data } from "react-router";

// The catch-all throws a real 404 (house style 11); the root error boundary renders the
// "Oops! Essa cerveja acabou" page.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
