/**
 * The store's blog as the platform gives it to templates: each post as helpers/blog/posts.yml
 * has it (and its `body`, which Cornerstone's components/blog/post.html prints), the blog page's
 * `blog.posts`, and `blog.recent_posts`, which a page receives only when its front matter asks
 * (frontmatter-reference.mdx, "blog": `recent_posts: { limit }`, 20 without a limit).
 */
import { blogName, blogPosts, type BlogPost } from './data/store.ts';
import { declaredResource, type ResourceConfig } from './front-matter.ts';
import { htmlParagraph } from './merchant-html.ts';

/** The blog page's address. */
export const BLOG_URL = '/blog/';

/** The platform's posts when a page declares `recent_posts` without a limit. */
const RECENT_POSTS_DEFAULT = 20;

/** One post, as helpers/blog/posts.yml gives it. */
export function blogPostView(post: BlogPost) {
  return {
    title: post.title,
    url: `${BLOG_URL}${post.slug}/`,
    author: post.author,
    date_published: post.date,
    summary: htmlParagraph(post.summary),
    body: post.body.map(htmlParagraph).join('\n'),
    show_read_more: true,
    tags: [],
  };
}

/**
 * The global `blog` (schemas/blog.yml: name, url, recent_posts) with the newest posts when the
 * page's front matter declares `blog: recent_posts`, newest first; undefined when it does not.
 */
export function recentPostsBlog(config: ResourceConfig) {
  const declared = declaredResource(config, 'blog', 'recent_posts');
  if (!declared) return undefined;
  const asked = Number(declared.limit ?? RECENT_POSTS_DEFAULT);
  const limit = Number.isInteger(asked) && asked >= 0 ? asked : 0;
  return { name: blogName, url: BLOG_URL, recent_posts: blogPosts.slice(0, limit).map(blogPostView) };
}
