/**
 * A review's comments as a thread: replies nested under the comment they answer (`parentId`,
 * service.md › Comment), each level oldest first. A reply whose parent is unknown stays at the top
 * level rather than vanishing, and so does one caught in a loop of parents.
 */
import type { Comment } from '../api';

export interface CommentNode {
  comment: Comment;
  replies: CommentNode[];
}

export function commentThread(comments: readonly Comment[]): CommentNode[] {
  const nodes = new Map(comments.map((comment) => [comment.id, { comment, replies: [] as CommentNode[] }]));
  const roots: CommentNode[] = [];
  const inLoop = (start: Comment): boolean => {
    const seen = new Set<string>();
    for (
      let at: Comment | undefined = start;
      at?.parentId !== undefined;
      at = nodes.get(at.parentId)?.comment
    ) {
      if (seen.has(at.id)) return true;
      seen.add(at.id);
    }
    return false;
  };
  for (const node of nodes.values()) {
    const parent = node.comment.parentId === undefined ? undefined : nodes.get(node.comment.parentId);
    if (parent && !inLoop(node.comment)) parent.replies.push(node);
    else roots.push(node);
  }
  const byDate = (a: CommentNode, b: CommentNode) =>
    a.comment.publisherDate.localeCompare(b.comment.publisherDate);
  const sortDeep = (list: CommentNode[]) => {
    list.sort(byDate);
    for (const node of list) sortDeep(node.replies);
  };
  sortDeep(roots);
  return roots;
}
