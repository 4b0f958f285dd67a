import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

export const NOT_FOUND_TITLE = '404 - Page Not Found';

/** The catch-all page, also shown for a route whose remote is not deployed. Enters in 0.6 s (see shell.css). */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className="sh-enter" style={{ padding: '48px 16px' }}>
      <Result
        status="404"
        title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{NOT_FOUND_TITLE}</h1>}
        subTitle="Sorry, the page you are looking for does not exist or has been moved."
        extra={
          <Button type="primary" size="large" onClick={() => navigate('/')}>
            Back to Home
          </Button>
        }
      />
    </div>
  );
}
