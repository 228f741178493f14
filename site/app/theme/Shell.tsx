import { AnnouncementBar } from './AnnouncementBar.tsx';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';
import { NavigationFeedback } from './NavigationFeedback.tsx';
import { PageView } from './PageView.tsx';

/** The frame around every page: skip link, announcement, navbar, the page, the footer. */
export function Shell() {
  return (
    <>
      <a className="skip-to-content" href="#__main">
        Skip to main content
      </a>
      <AnnouncementBar />
      <Navbar />
      <NavigationFeedback />
      <div className="main-wrapper">
        <PageView />
      </div>
      <Footer />
    </>
  );
}
