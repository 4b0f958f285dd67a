import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

export const COURSE_NOT_FOUND_TITLE = 'Course not found';

/** Drafts, terminated and unknown courses: a way back to the catalogue instead of a dead end. */
export function CourseNotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={COURSE_NOT_FOUND_TITLE}
      subTitle="This course does not exist or is no longer available."
      extra={
        <Button
          type="primary"
          href="/courses"
          onClick={(event) => {
            event.preventDefault();
            navigate('/courses');
          }}
        >
          Browse all courses
        </Button>
      }
    />
  );
}
